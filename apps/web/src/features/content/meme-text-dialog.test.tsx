import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { MemeTextDialog } from './meme-text-dialog.tsx';
import type { UsedSound } from './music.api.ts';

const LIBRARY = {
  builtin: [
    { id: 'rubber-duck', mood: 'funny', bpm: 112, preview_url: '/api/files/preview-duck' },
    { id: 'storm-front', mood: 'dramatic', bpm: 84, preview_url: '/api/files/preview-storm' },
  ],
  uploads: [
    {
      id: '0b5c1f6e-1c1a-4c33-9d3e-2f4f8a7d9b10',
      title: 'My Summer Song',
      duration_seconds: 31,
      bytes: 1000,
      url: '/api/files/own',
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  setLocale('en');
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/music': () => json(LIBRARY) }).fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(initialText = 'When the client says "one small change"', label = 'Meme text', sound?: UsedSound) {
  const onSave = vi.fn();
  const onOpenChange = vi.fn();
  renderRoutes([page(<MemeTextDialog open initialText={initialText} sound={sound} saving={false} onSave={onSave} onOpenChange={onOpenChange} />)], '/');
  const field = screen.getByLabelText(label) as HTMLTextAreaElement;
  return { onSave, onOpenChange, field };
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and render' }));
  });
}

describe('MemeTextDialog (the Content-edit popup)', () => {
  it('offers the layouts and saves only a changed one, to re-render the meme in it', async () => {
    const { onSave } = renderDialog('Monday mood');
    const select = screen.getByLabelText('Layout') as HTMLSelectElement;
    expect(select.value).toBe('auto');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Pick for my text',
      'Top and bottom text',
      'POV card',
      'Expectation vs reality',
      'Post card',
      'Caption over a reaction',
    ]);
    fireEvent.change(select, { target: { value: 'versus' } });
    await submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ meme_layout: 'versus' }));
  });

  it('starts from the current text and counts its characters', () => {
    const { field } = renderDialog('Monday mood');
    expect(screen.getByRole('dialog', { name: 'Edit meme' })).toBeTruthy();
    expect(field.value).toBe('Monday mood');
    expect(screen.getByText('11/512')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain('-counter');
  });

  it('accepts exactly 512 characters and saves the trimmed text', async () => {
    const { field, onSave } = renderDialog();
    fireEvent.change(field, { target: { value: `  ${'a'.repeat(508)}  ` } });
    expect(screen.getByText('512/512')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ meme_text: 'a'.repeat(508) }));
    expect(screen.queryByText('No more than 512 characters')).toBeNull();
  });

  it("refuses 513 characters with 'No more than 512 characters'", async () => {
    const { field, onSave } = renderDialog();
    fireEvent.change(field, { target: { value: 'b'.repeat(513) } });
    expect(screen.getByText('513/512')).toBeTruthy();
    await submit();
    expect(await screen.findByText('No more than 512 characters')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    // Back under the limit: the message goes once the text is valid again and the form is sent.
    fireEvent.change(field, { target: { value: 'b'.repeat(512) } });
    await submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ meme_text: 'b'.repeat(512) }));
  });

  it("refuses an empty text with 'Fill in the field'", async () => {
    const { field, onSave } = renderDialog();
    fireEvent.change(field, { target: { value: '   ' } });
    await submit();
    expect(await screen.findByText('Fill in the field')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('speaks the user language', async () => {
    setLocale('es');
    const { field } = renderDialog('Lunes', 'Texto del meme');
    fireEvent.change(field, { target: { value: 'c'.repeat(600) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y montar' }));
    });
    expect(await screen.findByText('No más de 512 caracteres')).toBeTruthy();
  });

  it("changes the track (ours or the user's own) and the voice-over, sending only what changed", async () => {
    const sound: UsedSound = { music: { kind: 'builtin', id: 'rubber-duck', title: null, mood: 'funny', auto: true }, voice_over: false, lufs: -14 };
    const { onSave, onOpenChange } = renderDialog('Monday mood', 'Meme text', sound);
    // Rendered with an automatic pick: "Pick for me" is selected.
    const auto = await screen.findByRole('radio', { name: /Pick for me/ });
    expect((auto as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Play Storm Front' })).toBeTruthy();
    expect(screen.getByText('Dramatic · 84 BPM')).toBeTruthy();

    // Nothing changed: the editor just closes.
    await submit();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: /Storm Front/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Read the lines aloud/ }));
    await submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ music: { kind: 'builtin', track_id: 'storm-front' }, voice_over: true }));

    fireEvent.click(screen.getByRole('radio', { name: /My Summer Song/ }));
    await submit();
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ music: { kind: 'upload', audio_id: LIBRARY.uploads[0]!.id }, voice_over: true }));
  });

  it('names the tracks and moods in Russian', async () => {
    setLocale('ru');
    renderDialog('Понедельник', 'Текст мема');
    expect(await screen.findByRole('radio', { name: /Грозовой фронт/ })).toBeTruthy();
    expect(screen.getByText('Драматичная · 84 уд/мин')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Озвучить реплики/ })).toBeTruthy();
  });
});
