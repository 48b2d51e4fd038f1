import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { CaptionEditorDialog } from './caption-editor-dialog.tsx';

const CAPTIONS = { words: ['Post', 'evry', 'day'], emphasis: [2], look: { preset: 'highlight' as const, position: 'bottom' as const, color: '#FFD60A' } };

beforeEach(() => {
  setLocale('en');
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

function renderEditor(captions: typeof CAPTIONS | null = CAPTIONS) {
  const onSave = vi.fn();
  const onOpenChange = vi.fn();
  renderRoutes([page(<CaptionEditorDialog open captions={captions ?? undefined} saving={false} onSave={onSave} onOpenChange={onOpenChange} />)], '/');
  return { onSave, onOpenChange };
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and render' })));

describe('CaptionEditorDialog', () => {
  it('fixes a word, emphasises it and sends only what changed', async () => {
    const { onSave } = renderEditor();
    expect(screen.getByRole('dialog', { name: 'Edit captions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Word 2: evry' }));
    const field = screen.getByLabelText('Spelling of “evry”');
    fireEvent.change(field, { target: { value: ' every ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Make it stand out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    // The chip shows the new spelling.
    expect(screen.getByRole('button', { name: 'Word 2: every' })).toBeTruthy();
    await save();
    expect(onSave).toHaveBeenCalledWith({ word_edits: [{ index: 1, text: 'every' }], emphasis: [1, 2] });
  });

  it('refuses two words for one (the captions follow the voice word by word)', async () => {
    const { onSave } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Word 1: Post' }));
    fireEvent.change(screen.getByLabelText('Spelling of “Post”'), { target: { value: 'Post it' } });
    expect(screen.getByRole('alert').textContent).toBe('One word only, without spaces');
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('changes only the style; an unchanged editor just closes', async () => {
    const first = renderEditor();
    await save();
    expect(first.onSave).not.toHaveBeenCalled();
    expect(first.onOpenChange).toHaveBeenCalledWith(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Neon' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Middle' }));
    await save();
    expect(first.onSave).toHaveBeenCalledWith({ caption_look: { preset: 'neon', position: 'middle', color: '#FFD60A' } });
  });

  it('a video without stored caption words can still change its style', () => {
    renderEditor(null);
    expect(screen.getByText(/made before its caption words could be edited/)).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: 'Highlight' })).toHaveLength(1);
  });
});
