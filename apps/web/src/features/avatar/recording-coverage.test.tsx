import { render as plainRender, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { isPartialCoverage, isShortTake, RecordingCoverageNotice, ShortTakeNotice } from './recording-coverage.tsx';

afterEach(() => setLocale('en'));

const render = (element: ReactNode) => plainRender(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

describe('recording coverage', () => {
  it('says how much of the script a partial recording covers, in four languages', () => {
    const expected = {
      en: 'Your recording covers 18 of 96 words of the script; captions show what you said.',
      ru: 'Ваша запись охватывает часть сценария — слов: 18 из 96. Субтитры показывают то, что вы сказали.',
      pt: 'Sua gravação cobre 18 de 96 palavras do roteiro; as legendas mostram o que você disse.',
      es: 'Tu grabación cubre 18 de 96 palabras del guion; los subtítulos muestran lo que dijiste.',
    } as const;
    for (const [language, text] of Object.entries(expected)) {
      setLocale(language as keyof typeof expected);
      const { unmount } = render(<RecordingCoverageNotice coverage={{ readWords: 18, scriptWords: 96 }} />);
      expect(screen.getByTestId('recording-coverage').textContent).toBe(text);
      expect(screen.getByRole('status')).toBeTruthy();
      unmount();
    }
  });

  it('says nothing for a full reading or a built-in voice', () => {
    const { container } = render(
      <>
        <RecordingCoverageNotice coverage={{ readWords: 96, scriptWords: 96 }} />
        <RecordingCoverageNotice coverage={undefined} />
      </>,
    );
    expect(container.textContent).toBe('');
    expect(isPartialCoverage({ readWords: 0, scriptWords: 0 })).toBe(false);
  });

  it('points out a take clearly shorter than the script, at recording time', () => {
    expect(isShortTake(8, 43)).toBe(true);
    expect(isShortTake(35, 43)).toBe(false); // a brisk reader
    expect(isShortTake(3, 7)).toBe(false); // short scripts: a few seconds either way is nothing
    expect(isShortTake(8, undefined)).toBe(false);
    render(<ShortTakeNotice takeSeconds={8.4} expectedSeconds={43} />);
    expect(screen.getByTestId('short-take').textContent).toBe(
      'This take lasts 8 s; the whole text takes about 43 s to read. The video will have only what you read — record again to include all of it.',
    );
  });
});
