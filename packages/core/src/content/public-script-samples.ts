import { LANGUAGES, type Language, PUBLIC_SCRIPT_NICHES, type PublicScriptNiche, type PublicScriptResponse } from '@reelcraft/contract';
import { writeBuiltin } from '../writer/builtin-writer.ts';
import { publicScriptBrief, toPublicScriptResponse } from './public-script.ts';

/**
 * The sample scripts of the `/generate-reels/<slug>` pages: three ideas per niche, the same three in every language
 * (so the hreflang alternates are the same page), written by our built-in writer with a fixed seed through the same
 * brief as the free tool. `npm run reel-samples` writes them to apps/web (the web app may not import core); a test
 * checks the committed file is exactly what this gives today.
 *
 * Each idea is picked so that the writer reads it as its own niche (or as nothing in particular, when the picked
 * niche decides): a test checks that too.
 */
export const REEL_SAMPLE_TOPICS: Record<PublicScriptNiche, Record<Language, readonly [string, string, string]>> = {
  personal_development: {
    en: ['A morning routine that actually sticks', 'Stop putting off your big goals', 'Getting more done without burning out'],
    ru: ['Утренний ритуал, который приживается', 'Как перестать откладывать большие цели', 'Как успевать больше и не выгорать'],
    pt: ['Uma rotina matinal que realmente dura', 'Pare de adiar os seus grandes objetivos', 'Como fazer mais sem se esgotar'],
    es: ['Una rutina de mañana que de verdad se mantiene', 'Deja de posponer tus grandes metas', 'Cómo ser más productivo sin quemarte'],
  },
  business_marketing: {
    en: ['Getting your first ten clients', 'Selling on Instagram without feeling pushy', 'Turning Instagram followers into customers'],
    ru: ['Как найти первых десять клиентов', 'Как продавать в Instagram и не быть навязчивым', 'Как превратить подписчиков в Instagram в покупателей'],
    pt: [
      'Como conseguir os seus primeiros dez clientes',
      'Como vender no Instagram sem ser insistente',
      'Como transformar seguidores do Instagram em clientes',
    ],
    es: ['Cómo conseguir tus primeros diez clientes', 'Cómo vender en Instagram sin parecer insistente', 'Cómo convertir seguidores de Instagram en clientes'],
  },
  health_fitness: {
    en: ['Losing weight without starving', 'A 15-minute home workout without equipment', 'Training hard but the scale won’t move'],
    ru: ['Как похудеть без голодовок', 'Тренировка дома за 15 минут без инвентаря', 'Тренируюсь, а вес стоит на месте'],
    pt: ['Como emagrecer sem passar fome', 'Treino em casa de 15 minutos sem equipamento', 'Treino pesado, mas a balança não mexe'],
    es: ['Cómo adelgazar sin pasar hambre', 'Entrenamiento en casa de 15 minutos sin material', 'Entreno duro, pero la báscula no se mueve'],
  },
  sport_entertainment: {
    en: ['Playing your best in the big game', 'Recovery days every athlete needs', 'Training the mental side of the game'],
    ru: ['Как сыграть на максимум в важном матче', 'Дни восстановления, которые нужны каждому спортсмену', 'Ментальная подготовка спортсмена к игре'],
    pt: ['Como jogar no seu melhor no jogo decisivo', 'Dias de recuperação de que todo atleta precisa', 'Como treinar o lado mental do jogo'],
    es: ['Cómo jugar al máximo en el partido decisivo', 'Días de recuperación que todo deportista necesita', 'Cómo entrenar la parte mental del juego'],
  },
  beauty_fashion: {
    en: ['A five-minute everyday makeup look', 'Building a capsule wardrobe for autumn', 'Skincare mistakes that age your skin'],
    ru: ['Повседневный макияж за пять минут', 'Капсульный гардероб на осень', 'Ошибки в уходе за кожей, которые её старят'],
    pt: ['Maquiagem do dia a dia em cinco minutos', 'Como montar um guarda-roupa cápsula para o outono', 'Erros de cuidados com a pele que envelhecem'],
    es: ['Maquillaje de diario en cinco minutos', 'Cómo armar un armario cápsula para el otoño', 'Errores en el cuidado de la piel que la envejecen'],
  },
  art_music: {
    en: ['How I write a song in one evening', 'Sketching every day for thirty days', 'Finding your own style as an artist'],
    ru: ['Как я пишу песню за один вечер', 'Рисую скетч каждый день тридцать дней', 'Как художнику найти собственный почерк'],
    pt: ['Como eu componho uma música em uma noite', 'Desenhando todos os dias por trinta dias', 'Como encontrar o seu estilo como artista'],
    es: ['Cómo compongo una canción en una tarde', 'Dibujar cada día durante treinta días', 'Cómo encontrar tu propio estilo como artista'],
  },
  food_lifestyle: {
    en: ['Meal prep for the whole week in two hours', 'A quick weeknight pasta dinner', 'Tasty dinners that cost less than takeaway'],
    ru: ['Готовим еду на всю неделю за два часа', 'Быстрая паста на ужин в будний день', 'Вкусные ужины дешевле доставки'],
    pt: ['Marmitas para a semana inteira em duas horas', 'Um jantar rápido de macarrão para a semana', 'Jantares gostosos mais baratos que delivery'],
    es: [
      'Preparar la comida de toda la semana en dos horas',
      'Una pasta rápida para cenar entre semana',
      'Cenas ricas más baratas que pedir comida a domicilio',
    ],
  },
  travel: {
    en: ['A weekend trip to Lisbon without overspending', 'Packing light for a two-week trip', 'Hidden places tourists always miss'],
    ru: ['Выходные в Лиссабоне без лишних трат', 'Как собрать лёгкий чемодан на две недели поездки', 'Места, которые туристы всегда пропускают'],
    pt: [
      'Um fim de semana em Lisboa sem gastar demais',
      'Como fazer uma mala leve para duas semanas de viagem',
      'Lugares escondidos que os turistas sempre perdem',
    ],
    es: [
      'Un fin de semana en Lisboa sin gastar de más',
      'Cómo hacer una maleta ligera para dos semanas de viaje',
      'Lugares escondidos que los turistas siempre se pierden',
    ],
  },
  tech: {
    en: ['Learning to code without burning out', 'Getting your first job in tech after thirty', 'Three AI tools that save me an hour a day'],
    ru: ['Как учиться программированию и не выгореть', 'Первая работа в IT после тридцати', 'Три ИИ-инструмента, которые экономят мне час в день'],
    pt: [
      'Como aprender programação sem se esgotar',
      'O primeiro emprego em tecnologia depois dos trinta',
      'Três ferramentas de IA que me poupam uma hora por dia',
    ],
    es: [
      'Cómo aprender programación sin quemarte',
      'Tu primer trabajo en tecnología después de los treinta',
      'Tres herramientas de IA que me dan una hora más al día',
    ],
  },
  education: {
    en: ['How to remember what you read', 'Preparing for an exam in one week', 'Learning a language in ten minutes a day'],
    ru: ['Как запоминать прочитанное', 'Как подготовиться к экзамену за неделю', 'Учим иностранный язык по десять минут в день'],
    pt: ['Como lembrar o que você lê', 'Como se preparar para uma prova em uma semana', 'Aprender um idioma com dez minutos por dia'],
    es: ['Cómo recordar lo que lees', 'Cómo preparar un examen en una semana', 'Aprender un idioma con diez minutos al día'],
  },
  parenting: {
    en: ['Putting toddlers to bed without a fight', 'Setting limits for kids without shouting', 'Handling toddler tantrums calmly'],
    ru: ['Как уложить малыша спать без борьбы', 'Как ставить ребёнку границы без крика', 'Как спокойно пережить детскую истерику'],
    pt: ['Como colocar as crianças para dormir sem briga', 'Como colocar limites nas crianças sem gritar', 'Como lidar com as birras das crianças com calma'],
    es: ['Cómo acostar a los niños sin pelear', 'Cómo poner límites a los niños sin gritar', 'Cómo manejar las rabietas de los niños con calma'],
  },
  finance: {
    en: ['Saving your first emergency fund', 'Budgeting with the 50/30/20 rule', 'Investing for beginners with small amounts'],
    ru: ['Как собрать первую финансовую подушку', 'Бюджет по правилу 50/30/20', 'Инвестиции для новичков с небольших сумм'],
    pt: ['Como montar a sua primeira reserva de emergência', 'Orçamento com a regra 50/30/20', 'Investir para iniciantes com pouco dinheiro'],
    es: ['Cómo ahorrar tu primer fondo de emergencia', 'Presupuesto con la regla 50/30/20', 'Invertir para principiantes con poco dinero'],
  },
  pets: {
    en: ['Teaching a puppy to walk on a leash', 'Signs your cat is bored', 'Healthy treats for dogs'],
    ru: ['Как приучить щенка к поводку', 'Признаки того, что кошке скучно', 'Полезные лакомства для собак'],
    pt: ['Como ensinar o filhote a passear na guia', 'Sinais de que o seu gato está entediado', 'Petiscos saudáveis para cachorros'],
    es: ['Cómo enseñar a un cachorro a pasear con correa', 'Señales de que tu gato se aburre', 'Premios saludables para perros'],
  },
};

export type ReelSamples = Record<PublicScriptNiche, Record<Language, PublicScriptResponse[]>>;

/** A fixed seed per niche and idea (the same in every language): the samples never change unless the writer does. */
function sampleSeed(niche: PublicScriptNiche, index: number): number {
  let hash = 2166136261;
  for (const char of `${niche}:${index}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
}

/** Every sample script, niche by niche and language by language, as the public endpoint would answer them. */
export function buildReelSamples(): ReelSamples {
  return Object.fromEntries(
    PUBLIC_SCRIPT_NICHES.map((niche) => [
      niche,
      Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          REEL_SAMPLE_TOPICS[niche][language].map((topic, index) => {
            const request = { niche, topic, language };
            return toPublicScriptResponse(request, writeBuiltin(publicScriptBrief(request), { seed: sampleSeed(niche, index) }));
          }),
        ]),
      ),
    ]),
  ) as ReelSamples;
}

/** Where `npm run reel-samples` writes the samples, from the repository root. */
export const REEL_SAMPLES_FILE = 'apps/web/src/features/generate-reels/samples.json';

/** The committed file's text: stable key order (the builder's), two-space indent, final newline. */
export function serializeReelSamples(samples: ReelSamples): string {
  return `${JSON.stringify(samples, null, 2)}\n`;
}
