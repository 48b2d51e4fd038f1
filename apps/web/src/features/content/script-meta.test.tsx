import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../lib/i18n.ts';
import type { SuggestionResult } from './content.api.ts';
import { TopicLine, WriterLabel } from './script-meta.tsx';

afterEach(() => setLocale('en'));

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/app/content/x'] });
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('WriterLabel', () => {
  it('names the built-in writer, never AI, and explains how a model is connected', async () => {
    show(<WriterLabel result={{ writer: 'builtin' }} />);
    const label = screen.getByTestId('writer-label');
    expect(label.textContent).toContain('Written by Reelcraft’s built-in writer');
    expect(label.textContent).not.toMatch(/\bAI\b/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'About the writer' })));
    const help = await screen.findByText(/LLM_BASE_URL/);
    expect(help.textContent).toContain('LLM_API_KEY');
    expect(help.textContent).toContain('LLM_MODEL');
    expect(screen.getByText(/It is not an AI model/)).toBeTruthy();
  });

  it('names the connected model when it wrote the text', () => {
    show(<WriterLabel result={{ writer: 'llm', writerModel: 'gpt-4o-mini' }} />);
    expect(screen.getByText('Written by the connected AI model (gpt-4o-mini)')).toBeTruthy();
  });

  it('says the model wrote it without a name when none was stored, and nothing for results from before the label', () => {
    const { unmount } = show(<WriterLabel result={{ writer: 'llm' }} />);
    expect(screen.getByText('Written by the connected AI model')).toBeTruthy();
    unmount();
    show(<WriterLabel result={{}} />);
    expect(screen.queryByTestId('writer-label')).toBeNull();
  });

  it.each([
    ['ru', 'Написано встроенным автором Reelcraft'],
    ['pt', 'Escrito pelo redator embutido do Reelcraft'],
    ['es', 'Escrito por el redactor integrado de Reelcraft'],
  ] as const)('is translated (%s)', (language, text) => {
    setLocale(language);
    show(<WriterLabel result={{ writer: 'builtin' }} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('TopicLine', () => {
  const topic = (source: NonNullable<SuggestionResult['topic']>['source'], label: string) => ({ topic: { source, label } });

  it.each([
    [
      topic('blog_topic', 'Strength training for busy women over 30'),
      'from your blog topic “Strength training for busy women over 30”',
      'Change blog topic',
      '/app/profile#blog-topic',
    ],
    [topic('instagram', '@chef.pavel'), 'from @chef.pavel', 'Change active account', '/app/profile#instagram-accounts'],
    [topic('idea', 'How a busy mom of two trains at home'), 'your idea', null, null],
    [topic('trend', 'POV: the first day'), 'from the trend “POV: the first day”', null, null],
    [topic('general', ''), 'general ideas for your niche', 'Set a blog topic', '/app/profile#blog-topic'],
  ])('says where the topic came from (%j)', (result, text, link, href) => {
    show(<TopicLine result={result} />);
    const line = screen.getByTestId('topic-line');
    expect(line.textContent).toContain(`Topic: ${text}`);
    if (link) expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    else expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing without a topic, and is translated', () => {
    const { unmount } = show(<TopicLine result={{}} />);
    expect(screen.queryByTestId('topic-line')).toBeNull();
    unmount();
    setLocale('es');
    show(<TopicLine result={topic('instagram', 'viaja.con.marta')} />);
    expect(screen.getByTestId('topic-line').textContent).toContain('Tema: de @viaja.con.marta');
    expect(screen.getByRole('link', { name: 'Cambiar la cuenta activa' })).toBeTruthy();
  });
});
