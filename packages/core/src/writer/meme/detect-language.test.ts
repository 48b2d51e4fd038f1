import { describe, expect, it } from 'vitest';
import { detectTextLanguage } from './detect-language.ts';

describe('detectTextLanguage', () => {
  it.each([
    ['Me explaining to my cat why we need to wake up at 6am for a workout', 'en'],
    ['Eu explicando pro meu gato por que precisamos acordar às 6h para treinar', 'pt'],
    ['Yo explicándole a mi gato por qué tenemos que despertarnos a las 6 para entrenar', 'es'],
    ['Я объясняю коту, зачем вставать в 6 утра на тренировку', 'ru'],
    ['Nobody: / Me: buying another plant', 'en'],
    ['Ninguém: / Eu: comprando mais uma planta', 'pt'],
    ['Nadie: / Yo: comprando otra planta', 'es'],
    ['POV: seu gato te acorda às 5h', 'pt'],
    ['POV: tu gato te despierta a las 5', 'es'],
    ['POV: кот будит тебя в 5 утра', 'ru'],
    ['Quando o cliente pede desconto', 'pt'],
    ['Cuando el cliente pide descuento', 'es'],
    ['When the client asks for a discount', 'en'],
    ['Eu às 3 da manhã pesquisando receitas', 'pt'],
    ['Yo a las 3 de la mañana buscando recetas', 'es'],
    ['Los lunes deberían ser ilegales', 'es'],
    ['Segunda-feira deveria ser proibida', 'pt'],
    ['Mondays should be illegal', 'en'],
    // Russian with a stray English word or emoji is still Russian.
    ['Я, когда заказчик пишет «ASAP» в пятницу вечером 🙃', 'ru'],
  ] as const)('%s → %s', (text, language) => {
    expect(detectTextLanguage(text)).toBe(language);
  });

  it('says nothing when the text does not tell (the caller keeps the request language)', () => {
    expect(detectTextLanguage('')).toBeUndefined();
    expect(detectTextLanguage('ok')).toBeUndefined();
    expect(detectTextLanguage('😂😂😂 123')).toBeUndefined();
    expect(detectTextLanguage('Segunda vs sexta')).toBeUndefined();
  });

  it('is fast enough to run on every meme (well under a millisecond per text)', () => {
    const texts = ['Me explaining to my cat why we need to wake up at 6am', 'Nadie: / Yo: comprando otra planta', 'Когда клиент просит скидку'];
    const started = performance.now();
    for (let round = 0; round < 300; round++) for (const text of texts) detectTextLanguage(text);
    expect((performance.now() - started) / 900).toBeLessThan(1);
  });
});
