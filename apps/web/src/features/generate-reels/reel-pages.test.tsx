import type { PublicScriptResponse } from '@reelcraft/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { fixedT } from '../../lib/i18n.ts';
import { ReelNichePage, ReelToolPage } from './reel-pages.tsx';
import { limitMessage, topicError } from './reel-tool.tsx';
import samples from './samples.json';

afterEach(() => vi.unstubAllGlobals());

const russianFitness = (samples as unknown as Record<string, Record<string, PublicScriptResponse[]>>).health_fitness!.ru!;
const englishScript = (samples as unknown as Record<string, Record<string, PublicScriptResponse[]>>).pets!.en![0]!;

async function ask(topic: string, niche?: string) {
  if (niche) fireEvent.change(screen.getByRole('combobox'), { target: { value: niche } });
  fireEvent.change(screen.getByRole('textbox'), { target: { value: topic } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Write my script' })));
}

describe('the topic rule', () => {
  it('matches the server: 3–200 characters with a letter or digit', () => {
    expect(topicError('  ab ')).toBe('topic_short');
    expect(topicError('x'.repeat(201))).toBe('topic_long');
    expect(topicError('?!?!')).toBe('topic_letters');
    expect(topicError('Dog walks')).toBeNull();
  });

  it('says when to come back in minutes within the hour and in hours after', () => {
    const t = fixedT('en');
    expect(limitMessage(125, t)).toContain('3 min');
    expect(limitMessage(20 * 3600, t)).toContain('20 h');
  });
});

describe('ReelToolPage', () => {
  it('writes a script for the picked niche and topic in the page language, without an account', async () => {
    const stub = stubFetch({ 'POST /api/public/scripts': () => json(englishScript) });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<ReelToolPage language="en" />)], '/generate-reels');
    await ask('  Teaching a puppy   to walk on a leash ', 'pets');
    expect(JSON.parse(String(stub.calls[0]?.init?.body))).toEqual({ niche: 'pets', topic: 'Teaching a puppy to walk on a leash', language: 'en' });
    const result = await screen.findByTestId('reel-result');
    expect(within(result).getByRole('heading', { level: 3 }).textContent).toBe(englishScript.script.title);
    expect(within(result).getByTestId('writer-label').textContent).toContain('built-in writer');
    expect(
      within(result)
        .getByRole('link', { name: /Create an account/ })
        .getAttribute('href'),
    ).toBe('/registration?lang=en');
  });

  it('checks the topic before asking the server', async () => {
    const stub = stubFetch({});
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<ReelToolPage language="es" />)], '/es/generate-reels');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Escribir mi guion' })));
    expect(await screen.findByText('Escribe al menos 3 caracteres')).toBeTruthy();
    expect(stub.calls).toEqual([]);
  });

  it('says when the free scripts are spent and when to come back, in the page language', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/public/scripts': () => json({ error: { code: 'RATE_LIMITED', message: 'x', details: { retry_after_seconds: 1500 } } }, 429) })
        .fetch,
    );
    renderRoutes([page(<ReelToolPage language="ru" />)], '/ru/generate-reels');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Утренняя пробежка' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Написать сценарий' })));
    expect((await screen.findByRole('alert')).textContent).toContain('через 25 мин');
  });
});

describe('ReelNichePage', () => {
  it('shows the three Russian samples and the tool set to the niche', () => {
    renderRoutes([page(<ReelNichePage language="ru" niche="health_fitness" samples={russianFitness} />)], '/ru/generate-reels/fitness-coaches');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Идеи рилсов для фитнес-тренеров');
    const cards = screen.getAllByTestId('reel-sample');
    expect(cards).toHaveLength(3);
    expect(cards[0]?.textContent).toContain(russianFitness[0]?.script.hook);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('health_fitness');
  });
});
