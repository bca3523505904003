// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { VoicePicker } from './voice-picker';

const DATA = [
  { value: '1', label: 'Energy transition' },
  { value: '2', label: 'Election watch' },
  { value: '3', label: 'Vaccines' },
];

function Harness({ initial, max = 3 }: { initial: string[]; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <VoicePicker label="Workspaces (2 to 3)" data={DATA} value={value} onChange={setValue} max={max} />
      <output>{value.join(',')}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status').textContent;
const field = () => screen.getByRole('combobox', { name: 'Workspaces (2 to 3)' });
// Mantine's combobox reacts to these events (as in filter-builder.test); the dropdown's
// transition keeps it hidden from jsdom's accessibility tree, hence `hidden: true`.
const open = () => {
  fireEvent.focus(field());
  fireEvent.click(field());
};
const type = async (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  await act(async () => {});
};
const offered = () => screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);

describe('VoicePicker', () => {
  // Enter taking the first match is a browser's job here (jsdom does not lay the list out): the
  // share-of-voice journey chooses its workspaces that way.
  it('offers only the ones not chosen, filtered by what was typed; a choice clears the field', async () => {
    await renderWithProviders(<Harness initial={['1']} />);
    open();
    await act(async () => {});
    expect(offered()).toEqual(['Election watch', 'Vaccines']);
    await type('vacc');
    expect(offered()).toEqual(['Vaccines']);
    fireEvent.click(screen.getByRole('option', { name: 'Vaccines', hidden: true }));
    expect(chosen()).toBe('1,3');
    expect(field()).toHaveValue('');
  });

  it('removes a pill by its button, and the last one with Backspace in the empty field', async () => {
    await renderWithProviders(<Harness initial={['1', '2', '3']} />);
    // Mouse only, as in Mantine's MultiSelect (hidden from screen readers; Backspace removes).
    fireEvent.click(screen.getByLabelText('Remove Election watch'));
    expect(chosen()).toBe('1,3');
    fireEvent.keyDown(field(), { key: 'Backspace' });
    expect(chosen()).toBe('1');
  });

  it('offers nothing more once the most are chosen', async () => {
    await renderWithProviders(<Harness initial={['1', '2']} max={2} />);
    expect(field()).not.toHaveAttribute('placeholder');
    open();
    await type('vacc');
    fireEvent.click(screen.getByRole('option', { name: 'Vaccines', hidden: true }));
    expect(chosen()).toBe('1,2');
  });
});
