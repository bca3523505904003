// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DetectionStatus } from './detection-status';

const renderStatus = (status: string | undefined, checking?: boolean) =>
  render(
    <MantineProvider>
      <DetectionStatus status={status} checking={checking} />
    </MantineProvider>,
  );

describe('DetectionStatus', () => {
  it('says nothing when detection is ready or unknown', () => {
    renderStatus('ready');
    expect(screen.queryByTestId('detection-status')).toBeNull();
    renderStatus(undefined);
    expect(screen.queryByTestId('detection-status')).toBeNull();
  });

  it('explains a pending detection and that the page keeps checking', () => {
    renderStatus('processing');
    const alert = screen.getByTestId('detection-status');
    expect(alert).toHaveTextContent('Narrative detection: processing');
    expect(alert).toHaveTextContent(/checks every few seconds/);
  });

  it('names a failure', () => {
    renderStatus('failed');
    expect(screen.getByTestId('detection-status')).toHaveTextContent('Narrative detection failed');
  });

  it('copes with a status it does not know', () => {
    renderStatus('queued');
    expect(screen.getByTestId('detection-status')).toHaveTextContent('“queued”');
  });

  it('says when it stopped checking', () => {
    renderStatus('active', false);
    const alert = screen.getByTestId('detection-status');
    expect(alert).toHaveTextContent('“active”');
    expect(alert).toHaveTextContent(/stopped checking/);
    expect(alert).not.toHaveTextContent(/checks every few seconds/);
  });
});
