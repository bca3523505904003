// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DetectionStatus } from './detection-status';

const renderStatus = (status: string | undefined, checking?: boolean, listed?: number) =>
  render(
    <MantineProvider>
      <DetectionStatus status={status} checking={checking} listed={listed} />
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

  it('copes with a status it does not know: "not known", named as sent', () => {
    renderStatus('queued');
    expect(screen.getByTestId('detection-status')).toHaveTextContent('status not known');
    expect(screen.getByTestId('detection-status')).toHaveTextContent('“queued”');
  });

  it('never says detection has not started above narratives the service lists', () => {
    renderStatus('new', true, 8);
    const alert = screen.getByTestId('detection-status');
    expect(alert).toHaveTextContent('the narratives it lists are shown');
    expect(alert).not.toHaveTextContent(/not started/);
  });

  it('says when it stopped checking', () => {
    renderStatus('active', false);
    const alert = screen.getByTestId('detection-status');
    expect(alert).toHaveTextContent('“active”');
    expect(alert).toHaveTextContent(/stopped checking/);
    expect(alert).not.toHaveTextContent(/checks every few seconds/);
  });
});
