import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { displayProgress, GenerationProgress, stageLabel } from './stage.tsx';

beforeEach(() => setLocale('en'));

describe('stageLabel', () => {
  it.each([
    ['queued', 'Waiting to start…'],
    ['writing', 'Writing the script…'],
    ['voice', 'Preparing the voice…'],
    ['animating', 'Animating your photo…'],
    ['rendering', 'Rendering the video…'],
    ['storing', 'Saving the video…'],
    ['retrying', 'Taking another try…'],
    ['done', 'Ready'],
    ['failed', 'Failed'],
  ])('names the stage %s', (stage, label) => {
    expect(stageLabel(i18n.t, stage)).toBe(label);
  });

  it('reads an unknown or missing stage as work in progress', () => {
    expect(stageLabel(i18n.t, 'thinking-hard')).toBe('Creating…');
    expect(stageLabel(i18n.t, '')).toBe('Creating…');
    expect(stageLabel(i18n.t, null)).toBe('Creating…');
  });

  it('is translated', () => {
    setLocale('pt');
    expect(stageLabel(i18n.t, 'rendering')).toBe('Montando o vídeo…');
    setLocale('es');
    expect(stageLabel(i18n.t, 'writing')).toBe('Escribiendo el guion…');
    setLocale('ru');
    expect(stageLabel(i18n.t, 'queued')).toBe('В очереди…');
    expect(stageLabel(i18n.t, 'animating')).toBe('Оживляем фото…');
    setLocale('es');
    expect(stageLabel(i18n.t, 'voice')).toBe('Preparando la voz…');
    setLocale('pt');
    expect(stageLabel(i18n.t, 'storing')).toBe('Salvando o vídeo…');
  });
});

describe('displayProgress', () => {
  it('keeps the bar within 0–100 and visibly started', () => {
    expect(displayProgress(0)).toBe(3);
    expect(displayProgress(42.4)).toBe(42);
    expect(displayProgress(140)).toBe(100);
    expect(displayProgress(Number.NaN)).toBe(3);
  });
});

describe('GenerationProgress', () => {
  it('shows the stage by name and a progress bar with its value', () => {
    renderRoutes([page(<GenerationProgress item={{ progress: 55, stage: 'rendering' }} />)], '/');
    expect(screen.getByRole('status').textContent).toBe('Rendering the video…');
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('55');
    expect(screen.getByText('55%')).toBeTruthy();
  });
});
