import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { AnalysisProgress } from './analysis-progress.tsx';
import { analysisProgress, analysisStageLabel, stepIndex, stepState } from './stages.ts';

beforeEach(() => setLocale('en'));

describe('analysis stages', () => {
  it.each([
    ['queued', 0],
    ['analyzing', 0],
    ['selecting_trends', 1],
    ['selecting_tips', 2],
    ['done', 3],
    ['something-new', 0],
  ])('puts %s at step %i', (stage, index) => {
    expect(stepIndex(stage)).toBe(index);
  });

  it('marks the steps before the current one done and the rest upcoming', () => {
    expect(['analyzing', 'selecting_trends', 'selecting_tips'].map((step) => stepState('selecting_trends', step as 'analyzing'))).toEqual([
      'done',
      'current',
      'upcoming',
    ]);
    expect(stepState('done', 'selecting_tips')).toBe('done');
    expect(stepState('queued', 'analyzing')).toBe('current');
  });

  it('names every stage, in every language', () => {
    expect(analysisStageLabel(i18n.t, 'queued')).toBe('Getting ready…');
    expect(analysisStageLabel(i18n.t, 'analyzing')).toBe('Analyzing the profile…');
    expect(analysisStageLabel(i18n.t, 'selecting_trends')).toBe('Selecting trends…');
    expect(analysisStageLabel(i18n.t, 'selecting_tips')).toBe('Selecting tips…');
    expect(analysisStageLabel(i18n.t, 'mystery')).toBe('Analyzing the profile…');
    setLocale('ru');
    expect(analysisStageLabel(i18n.t, 'selecting_trends')).toBe('Подбираем тренды…');
    setLocale('pt');
    expect(analysisStageLabel(i18n.t, 'selecting_tips')).toBe('Selecionando dicas…');
    setLocale('es');
    expect(analysisStageLabel(i18n.t, 'analyzing')).toBe('Analizando el perfil…');
  });

  it('maps progress onto the bar: started, never behind its step, full only when done', () => {
    expect(analysisProgress({ status: 'running', stage: 'queued', progress: 0 })).toBe(3);
    expect(analysisProgress({ status: 'running', stage: 'analyzing', progress: 10 })).toBe(10);
    expect(analysisProgress({ status: 'running', stage: 'selecting_trends', progress: 20 })).toBe(45);
    expect(analysisProgress({ status: 'running', stage: 'selecting_tips', progress: 82.6 })).toBe(83);
    expect(analysisProgress({ status: 'running', stage: 'selecting_tips', progress: 100 })).toBe(99);
    expect(analysisProgress({ status: 'ready', stage: 'done', progress: 100 })).toBe(100);
    expect(analysisProgress({ status: 'running', stage: 'analyzing', progress: Number.NaN })).toBe(3);
  });
});

describe('AnalysisProgress', () => {
  it('shows the stage by name, a progress bar and the three steps', () => {
    renderRoutes([page(<AnalysisProgress analysis={{ username: 'anna.fitcoach', status: 'running', stage: 'selecting_trends', progress: 45 }} />)], '/');
    expect(screen.getByRole('heading', { name: 'Analysing @anna.fitcoach' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Selecting trends…');
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('45');
    const steps = screen.getByRole('list', { name: 'Analysis steps' }).querySelectorAll('li');
    expect([...steps].map((step) => step.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
    expect(steps[1]?.textContent).toContain('Selecting trends');
  });
});
