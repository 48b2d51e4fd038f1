import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { MemeTextDialog } from './meme-text-dialog.tsx';

beforeEach(() => setLocale('en'));

function renderDialog(initialText = 'When the client says "one small change"', label = 'Meme text') {
  const onSave = vi.fn();
  const onOpenChange = vi.fn();
  renderRoutes([page(<MemeTextDialog open initialText={initialText} saving={false} onSave={onSave} onOpenChange={onOpenChange} />)], '/');
  const field = screen.getByLabelText(label) as HTMLTextAreaElement;
  return { onSave, onOpenChange, field };
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and render' }));
  });
}

describe('MemeTextDialog (the Content-edit popup)', () => {
  it('starts from the current text and counts its characters', () => {
    const { field } = renderDialog('Monday mood');
    expect(screen.getByRole('dialog', { name: 'Edit meme text' })).toBeTruthy();
    expect(field.value).toBe('Monday mood');
    expect(screen.getByText('11/512')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain('-counter');
  });

  it('accepts exactly 512 characters and saves the trimmed text', async () => {
    const { field, onSave } = renderDialog();
    fireEvent.change(field, { target: { value: `  ${'a'.repeat(508)}  ` } });
    expect(screen.getByText('512/512')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('a'.repeat(508)));
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
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('b'.repeat(512)));
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
});
