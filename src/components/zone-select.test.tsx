// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { zoneWithOffset } from '@/lib/zoned-time';
import { UTC_FIRST, ZoneSelect } from './zone-select';

function Picker({ initial }: { initial: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <ZoneSelect label="Time zone" leading={UTC_FIRST} value={zone} onChange={setZone} />
      <output aria-label="chosen">{zone}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Time zone' });
// The dropdown's transition keeps it hidden from jsdom's accessibility tree, hence `hidden: true`
// (as in voice-picker.test).
const option = (name: RegExp) => screen.findByRole('option', { name, hidden: true });
const open = async () => {
  act(() => field().focus());
  fireEvent.click(field());
  await act(async () => {});
};

describe('ZoneSelect', () => {
  it('labels the chosen zone with its offset before the list loads, so typing then is kept', async () => {
    await renderWithProviders(<Picker initial="Asia/Tokyo" />);
    expect(field()).toHaveValue(zoneWithOffset(Date.now(), 'Asia/Tokyo'));
    // Opening starts loading the list; the analyst types before it has arrived.
    act(() => field().focus());
    fireEvent.click(field());
    fireEvent.change(field(), { target: { value: 'Kiev' } });
    // Found by its old name, listed under its current one, once the list is in; the text stays.
    const kyiv = await option(/^Europe\/Kyiv \(UTC/);
    expect(field()).toHaveValue('Kiev');
    fireEvent.click(kyiv);
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('Europe/Kyiv');
    expect(field()).toHaveValue(zoneWithOffset(Date.now(), 'Europe/Kyiv'));
  });

  it('keeps what was typed while the list arrives', async () => {
    await renderWithProviders(<Picker initial="America/New_York" />);
    act(() => field().focus());
    fireEvent.click(field());
    fireEvent.change(field(), { target: { value: 'calcutta' } });
    await option(/^Asia\/Kolkata/);
    expect(field()).toHaveValue('calcutta');
  });

  it('lists the leading choices first and finds nothing for a name no zone has', async () => {
    await renderWithProviders(<Picker initial="UTC" />);
    expect(field()).toHaveValue('UTC');
    await open();
    await option(/^Africa\/Abidjan/);
    expect(screen.getAllByRole('option', { hidden: true })[0]).toHaveTextContent(/^UTC$/);
    fireEvent.change(field(), { target: { value: 'Atlantis' } });
    expect(await screen.findByText('No time zone matches')).toBeInTheDocument();
  });
});
