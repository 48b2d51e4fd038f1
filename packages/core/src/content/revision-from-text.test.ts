import { describe, expect, it } from 'vitest';
import { adjustmentsIn, mergeRevision, revisionFromText } from './revision-from-text.ts';

describe('revisionFromText', () => {
  it.each([
    ['shorter', ['shorter', 'Too long', 'короче', 'Слишком длинно', 'mais curto', 'Más corto', 'mas corto']],
    ['longer', ['longer please', 'длиннее', 'mais longo', 'más largo']],
    ['more_concrete', ['more concrete', 'Be specific', 'name the 3 actual changes', 'Конкретнее', 'mais concreto', 'más concreto']],
    ['funnier', ['funnier', 'смешнее', 'mais engraçado', 'más gracioso']],
    ['different_hook', ['different hook', 'другой хук', 'другое начало', 'outro gancho', 'otro gancho']],
    ['another_angle', ['another angle', 'другой угол', 'другой подход', 'outro ângulo', 'otro enfoque']],
    ['simpler_words', ['simpler words', 'проще', 'mais simples', 'más sencillo']],
  ] as const)('reads %s in all four languages', (adjustment, phrases) => {
    for (const phrase of phrases) expect(adjustmentsIn(phrase), phrase).toEqual([adjustment]);
  });

  it('maps the feedback from the issue onto "more concrete" and keeps nothing of it as a note', () => {
    expect(revisionFromText('Make it concrete: name the 3 actual changes')).toEqual({ adjustments: ['more_concrete'] });
  });

  it('keeps the clauses that name no adjustment as the note', () => {
    expect(revisionFromText('Shorter, and mention my studio in Lisbon')).toEqual({ adjustments: ['shorter'], note: 'mention my studio in Lisbon' });
    expect(revisionFromText('Короче и смешнее')).toEqual({ adjustments: ['shorter', 'funnier'] });
  });

  it('keeps text that maps to nothing whole, as the note', () => {
    expect(revisionFromText('Mention that I coach online too.')).toEqual({ adjustments: [], note: 'Mention that I coach online too.' });
  });

  it('does not read an ordinary idea as feedback', () => {
    for (const idea of [
      'how I plan my month',
      'как я начала бегать после родов',
      'receitas para o jantar',
      'mi primer viaje sola',
      'hook grip for deadlifts',
    ]) {
      expect(adjustmentsIn(idea), idea).toEqual([]);
    }
  });

  it('does not confuse "too short" with "shorter" or "muito longo" with "mais longo"', () => {
    expect(adjustmentsIn('too short')).toEqual(['longer']);
    expect(adjustmentsIn('muito longo')).toEqual(['shorter']);
    expect(adjustmentsIn('demasiado corto')).toEqual(['longer']);
  });
});

describe('mergeRevision', () => {
  it('joins the chosen chips with what the note names, in a stable order', () => {
    expect(mergeRevision(['funnier'], 'shorter please')).toEqual({ adjustments: ['shorter', 'funnier'] });
    expect(mergeRevision(['more_concrete'], 'say which app I use')).toEqual({ adjustments: ['more_concrete'], note: 'say which app I use' });
  });

  it('is undefined when nothing is asked', () => {
    expect(mergeRevision([], undefined)).toBeUndefined();
    expect(mergeRevision([], '   ')).toBeUndefined();
  });
});
