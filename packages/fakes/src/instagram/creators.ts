/**
 * The fake's demo creators: original text written for Reelcraft's demo mode. Engagement multipliers (`boost`)
 * are deliberately uneven so profile analysis finds clear best and worst posts.
 */

export type CreatorLanguage = 'en' | 'ru' | 'pt' | 'es';

export interface PostSeed {
  kind: 'image' | 'video' | 'carousel';
  /** product_type "clips". */
  reel?: boolean;
  caption: string;
  /** Fixed shortcode (demo links); otherwise derived from the date. */
  shortcode?: string;
  /** Carousel slides. */
  children?: Array<'image' | 'video'>;
  /** Engagement multiplier around the creator's baseline. */
  boost: number;
  durationSeconds?: number;
  pinned?: boolean;
}

export interface StorySeed {
  pk: string;
  kind: 'image' | 'video';
  hoursAgo: number;
}

export interface CreatorSeed {
  username: string;
  fullName: string;
  niche: string;
  language: CreatorLanguage;
  biography: string;
  category: string;
  followers: number;
  following: number;
  isVerified: boolean;
  isPrivate?: boolean;
  externalUrl?: string;
  /** Likes per follower on an average post. */
  likeRate: number;
  /** Colour family of the generated media (degrees). */
  hue: number;
  /** Days between posts on average. */
  cadenceDays: number;
  posts: PostSeed[];
  stories?: StorySeed[];
  highlights?: Array<{ id: string; title: string; stories: StorySeed[] }>;
}

export const CREATOR_SEEDS: CreatorSeed[] = [
  {
    username: 'anna.fitcoach',
    fullName: 'Anna Miller | Fitness Coach',
    niche: 'fitness',
    language: 'en',
    biography: 'Certified personal trainer 🏋️‍♀️ Strength for busy women\n20-min workouts • honest nutrition\n#fitcoach #homeworkout',
    category: 'Personal Trainer',
    followers: 48_200,
    following: 612,
    isVerified: false,
    externalUrl: 'https://annafit.example.com/program',
    likeRate: 0.038,
    hue: 330,
    cadenceDays: 3.6,
    posts: [
      {
        kind: 'video',
        reel: true,
        shortcode: 'C0ffeeReel1',
        boost: 3.2,
        durationSeconds: 5,
        pinned: true,
        caption: '3 moves that fixed my lower back pain 🙌 Save this for your next workout!\n\n#fitness #backpain #mobility #homeworkout #fitcoach',
      },
      {
        kind: 'carousel',
        shortcode: 'C0ffeeCaro1',
        children: ['image', 'image', 'video'],
        boost: 1.6,
        caption:
          "Week 1 → Week 12 of Sarah's glute program 🍑 Swipe to the end for her form-check video!\n\n#transformation #glutes #strengthtraining #fitnessjourney",
      },
      {
        kind: 'image',
        boost: 0.9,
        caption:
          "Monday motivation: you don't need more time, you need a plan. My 20-minute full-body routine is in the caption below 👇\n\n#mondaymotivation #fullbodyworkout #fitness",
      },
      { kind: 'video', reel: true, boost: 2.1, durationSeconds: 4, caption: 'POV: you finally stop skipping leg day 😅 #legday #gymhumor #fitnessreels' },
      {
        kind: 'image',
        boost: 0.7,
        caption: 'Meal prep Sunday 🥗 High-protein bowls under 500 kcal. Recipe in the comments! #mealprep #highprotein #healthyeating',
      },
      {
        kind: 'video',
        reel: true,
        boost: 2.6,
        durationSeconds: 6,
        caption: 'Stop doing crunches like this ❌ Do this instead ✅ #abs #coretraining #formcheck #fitnesstips',
      },
      { kind: 'image', boost: 0.5, caption: 'Rest days are part of the plan, not a break from it. #restday #recovery #mindset' },
      {
        kind: 'carousel',
        children: ['image', 'image', 'image'],
        boost: 1.3,
        caption: '5 beginner mistakes in the gym (I made all of them) — swipe ➡️ #gymtips #beginnerworkout #fitness',
      },
      {
        kind: 'video',
        reel: true,
        boost: 1.2,
        durationSeconds: 5,
        caption: '10-minute morning mobility flow. No equipment, just you and the floor ☀️ #mobility #morningroutine #stretching',
      },
      { kind: 'image', boost: 0.6, caption: "New 8-week program drops Friday! Who's in? 💪 #fitcoach #onlinecoaching #strengthtraining" },
      {
        kind: 'video',
        reel: true,
        boost: 1.8,
        durationSeconds: 4,
        caption: 'How much protein do you actually need? Quick math 🧮 #nutrition #protein #fitnesstips',
      },
      { kind: 'image', boost: 0.8, caption: 'Throwback to my first competition. Grateful for every rep since. #throwback #fitnessjourney' },
      { kind: 'video', boost: 0.9, durationSeconds: 5, caption: 'Squat depth explained in 60 seconds. Hips below knees? It depends. #squats #formcheck' },
      {
        kind: 'carousel',
        children: ['image', 'image'],
        boost: 1.1,
        caption: 'Client wins this month 🏆 So proud of this crew! #clientresults #transformation #fitcoach',
      },
      { kind: 'image', boost: 0.35, caption: 'Hydration check 💧 Are you drinking enough water today? #hydration #healthyhabits' },
      {
        kind: 'video',
        reel: true,
        boost: 1.4,
        durationSeconds: 5,
        caption: 'Dumbbell-only upper body workout 🔥 Two dumbbells, four moves, done. #dumbbellworkout #upperbody #homeworkout',
      },
    ],
    stories: [
      { pk: '3570766765028588805', kind: 'image', hoursAgo: 2 },
      { pk: '3570766765028588806', kind: 'video', hoursAgo: 5 },
      { pk: '3570766765028588807', kind: 'image', hoursAgo: 9 },
    ],
    highlights: [
      {
        id: '17912345678901234',
        title: 'Workouts',
        stories: [
          { pk: '3470766765028588801', kind: 'video', hoursAgo: 240 },
          { pk: '3470766765028588802', kind: 'image', hoursAgo: 480 },
        ],
      },
    ],
  },
  {
    username: 'chef.pavel',
    fullName: 'Павел Смирнов — шеф',
    niche: 'cooking',
    language: 'ru',
    biography: 'Шеф-повар из Казани 👨‍🍳 Простые рецепты на каждый день\nНовые видео каждую неделю\n#рецепты #готовимдома',
    category: 'Chef',
    followers: 51_900,
    following: 301,
    isVerified: true,
    externalUrl: 'https://chefpavel.example.ru',
    likeRate: 0.045,
    hue: 25,
    cadenceDays: 4.2,
    posts: [
      {
        kind: 'video',
        reel: true,
        boost: 2.8,
        durationSeconds: 6,
        caption: 'Борщ за 30 минут? Легко! Сохраняй рецепт, чтобы не потерять 🍲\n\n#борщ #рецепты #готовимдома #быстрыйужин',
      },
      { kind: 'image', boost: 0.9, caption: 'Сырники как у бабушки: творог, яйцо, немного муки и терпения 🥞 #сырники #завтрак #домашняяеда' },
      { kind: 'carousel', children: ['image', 'image', 'image'], boost: 1.4, caption: 'Пельмени своими руками — пошагово. Листай ➡️ #пельмени #рецепт #кухня' },
      { kind: 'video', reel: true, boost: 3.4, durationSeconds: 4, caption: 'Как резать лук и не плакать 🧅😅 #лайфхаки #кулинария #шефповар' },
      { kind: 'image', boost: 0.6, caption: 'Оливье без майонеза? Попробуйте с греческим йогуртом — будете приятно удивлены. #оливье #пп #салаты' },
      { kind: 'video', reel: true, boost: 1.9, durationSeconds: 5, caption: 'Паста карбонара без сливок, как в Риме 🍝 #карбонара #паста #итальянскаякухня' },
      { kind: 'image', boost: 0.75, caption: 'Воскресный хлеб на закваске. Корочка хрустит! 🍞 #хлеб #закваска #выпечка' },
      {
        kind: 'video',
        reel: true,
        boost: 1.5,
        durationSeconds: 5,
        caption: 'Шашлык, который тает во рту: маринад из трёх ингредиентов 🔥 #шашлык #маринад #гриль',
      },
      {
        kind: 'carousel',
        children: ['image', 'image'],
        boost: 1.0,
        caption: 'Пять супов на неделю: щи, солянка, уха, гороховый и тыквенный. Какой ваш любимый? #супы #меню #готовимдома',
      },
      { kind: 'image', boost: 0.4, caption: 'Блины на Масленицу: тонкие, кружевные 🥞 #блины #масленица #рецепты' },
      { kind: 'video', reel: true, boost: 2.2, durationSeconds: 4, caption: 'Ошибка, из-за которой котлеты получаются сухими 😱 #котлеты #кулинарныесоветы' },
      { kind: 'image', boost: 0.8, caption: 'Вареники с вишней — вкус детства 🍒 #вареники #лето #домашняяеда' },
      {
        kind: 'video',
        reel: true,
        boost: 1.1,
        durationSeconds: 5,
        caption: 'Ленивые голубцы: весь вкус за половину времени ⏱️ #голубцы #быстрыйужин #рецепты',
      },
      { kind: 'image', boost: 0.55, caption: 'Спасибо, что вас уже больше 50 тысяч! Какой рецепт снять следующим? 👨‍🍳 #спасибо #шефповар' },
    ],
    stories: [
      { pk: '3570766765028599101', kind: 'video', hoursAgo: 3 },
      { pk: '3570766765028599102', kind: 'image', hoursAgo: 7 },
    ],
  },
  {
    username: 'lia.makeup',
    fullName: 'Lia Fernandes | Maquiagem',
    niche: 'beauty',
    language: 'pt',
    biography: 'Maquiadora profissional 💄 São Paulo\nTutoriais rápidos para o dia a dia\n#maquiagem #makeupbrasil',
    category: 'Makeup Artist',
    followers: 23_400,
    following: 980,
    isVerified: false,
    likeRate: 0.052,
    hue: 290,
    cadenceDays: 4.5,
    posts: [
      {
        kind: 'video',
        reel: true,
        boost: 2.9,
        durationSeconds: 5,
        caption: 'Make de 5 minutos para o dia a dia ✨ Salva pra não esquecer!\n\n#maquiagem #makeupbrasil #makerapida',
      },
      {
        kind: 'carousel',
        children: ['image', 'image'],
        boost: 1.5,
        caption: 'Antes e depois: pele oleosa sem brilho o dia todo 💄 Arrasta pro lado ➡️ #peleoleosa #antesedepois #skincare',
      },
      { kind: 'image', boost: 0.8, caption: 'Meus 3 batons favoritos do momento 💋 Qual você usaria? #batom #makeup #beleza' },
      {
        kind: 'video',
        reel: true,
        boost: 2.3,
        durationSeconds: 6,
        caption: 'Delineado gatinho para iniciantes: o truque da fita adesiva 😍 #delineado #tutorialdemaquiagem #makeuptutorial',
      },
      { kind: 'image', boost: 0.5, caption: 'Skincare antes da make faz TODA a diferença. #skincare #rotina #pelebonita' },
      { kind: 'video', reel: true, boost: 3.6, durationSeconds: 5, caption: 'Testei a base viral… vale a pena? 🤔 #resenha #base #makeupreview' },
      { kind: 'carousel', children: ['image', 'image', 'image'], boost: 1.2, caption: 'Uma paleta, quatro looks 🎨 #sombras #looks #maquiagem' },
      { kind: 'image', boost: 0.9, caption: 'Make para casamento de dia: leve e iluminada 👰 #noiva #makenoiva #casamento' },
      { kind: 'video', reel: true, boost: 1.7, durationSeconds: 4, caption: 'Como esconder olheiras sem craquelar 👀 #olheiras #corretivo #dicasdemaquiagem' },
      { kind: 'image', boost: 0.45, caption: 'Pincéis essenciais para começar (não precisa de 30!) 🖌️ #pinceis #iniciantes #makeup' },
      { kind: 'video', reel: true, boost: 1.3, durationSeconds: 5, caption: 'Make de festa em 60 segundos 🎉 #makedefesta #glam #maquiagem' },
      { kind: 'image', boost: 0.7, caption: 'Sexta-feira pede um batom vermelho ❤️ #batomvermelho #sextou' },
      { kind: 'video', reel: true, boost: 1.0, durationSeconds: 5, caption: 'O erro que envelhece a pele na maquiagem 😬 #dicasdebeleza #maquiagemmadura' },
    ],
  },
  {
    username: 'viaja.con.marta',
    fullName: 'Marta Ruiz · Viajes',
    niche: 'travel',
    language: 'es',
    biography: 'Viajo barato y te cuento cómo ✈️ 42 países\nGuías, presupuestos y rutas reales\n#viajarbarato',
    category: 'Travel blogger',
    followers: 86_700,
    following: 450,
    isVerified: true,
    externalUrl: 'https://viajaconmarta.example.es',
    likeRate: 0.029,
    hue: 195,
    cadenceDays: 4.8,
    posts: [
      {
        kind: 'video',
        reel: true,
        boost: 2.4,
        durationSeconds: 6,
        caption: '3 días en Lisboa con menos de 300 € ✈️ Guárdalo para tu próximo viaje\n\n#lisboa #viajarbarato #escapada #travel',
      },
      {
        kind: 'carousel',
        children: ['image', 'image', 'image'],
        boost: 1.7,
        caption: 'Rincones secretos de Granada que no salen en las guías 🏰 Desliza ➡️ #granada #andalucia #viajes',
      },
      { kind: 'image', boost: 1.1, caption: 'Amanecer en Capadocia. Valió la pena despertarse a las 4 de la mañana 🎈 #capadocia #turquia #viajar' },
      { kind: 'video', reel: true, boost: 3.1, durationSeconds: 5, caption: 'Cómo hago la maleta de mano para 10 días 🧳 #tipsdeviaje #maleta #viajeligero' },
      { kind: 'image', boost: 0.6, caption: 'Café, libreta y un tren a los Alpes. Así empiezan los mejores días ☕️ #suiza #tren #slowtravel' },
      {
        kind: 'video',
        reel: true,
        boost: 1.9,
        durationSeconds: 4,
        caption: 'Errores que cometí en mi primer viaje sola 🙈 #viajarsola #mujeresviajeras #consejos',
      },
      {
        kind: 'carousel',
        children: ['image', 'image'],
        boost: 1.2,
        caption: 'Qué comer en Ciudad de México: 7 puestos imperdibles 🌮 #cdmx #comidamexicana #foodie',
      },
      { kind: 'image', boost: 0.9, caption: 'Islandia en invierno: frío, sí; mágico, también ❄️ #islandia #aurora #naturaleza' },
      {
        kind: 'video',
        reel: true,
        boost: 2.7,
        durationSeconds: 5,
        caption: 'Vuelos baratos: mi truco con alertas de precio 💸 #vuelosbaratos #viajarbarato #hacks',
      },
      { kind: 'image', boost: 0.4, caption: 'Perdida por las calles de Cartagena de Indias 💛 #cartagena #colombia #viajes' },
      { kind: 'video', reel: true, boost: 1.4, durationSeconds: 6, caption: 'Lo que nadie te cuenta de Machu Picchu ⛰️ #machupicchu #peru #mochilera' },
      { kind: 'image', boost: 0.75, caption: 'Atardecer en Santorini. Sin filtros 🌅 #santorini #grecia #atardecer' },
      {
        kind: 'carousel',
        children: ['image', 'image', 'image'],
        boost: 1.0,
        caption: 'Presupuesto real de mi mes en el sudeste asiático 📊 #sudesteasiatico #presupuesto #nomadadigital',
      },
    ],
  },
  {
    username: 'kai.codes',
    fullName: 'Kai Tanaka — code in 60s',
    niche: 'tech',
    language: 'en',
    biography: 'Software engineer teaching code in 60 seconds ⚡️\nJS • TypeScript • Python\nNew reel every Tuesday',
    category: 'Education',
    followers: 12_300,
    following: 188,
    isVerified: false,
    externalUrl: 'https://kai.example.dev',
    likeRate: 0.061,
    hue: 140,
    cadenceDays: 5,
    posts: [
      {
        kind: 'video',
        reel: true,
        boost: 2.5,
        durationSeconds: 5,
        caption: 'JavaScript array methods in 30 seconds ⚡️ map, filter, reduce #javascript #coding #webdev #programming',
      },
      {
        kind: 'carousel',
        children: ['image', 'image', 'image'],
        boost: 1.8,
        caption: 'Git commands I use every single day — swipe for the cheat sheet 📋 #git #developer #cheatsheet',
      },
      { kind: 'image', boost: 0.7, caption: 'My desk setup for deep work (no RGB, sorry) 🖥️ #desksetup #programmer #productivity' },
      { kind: 'video', reel: true, boost: 3.3, durationSeconds: 4, caption: 'POV: the bug was a missing semicolon 🫠 #programmerhumor #debugging #devlife' },
      { kind: 'image', boost: 1.0, caption: "Learning to code at 30? It's not too late. Here's how I started. #learntocode #careerchange" },
      { kind: 'video', reel: true, boost: 1.6, durationSeconds: 5, caption: 'CSS centering, finally explained 🎯 #css #frontend #webdevelopment' },
      {
        kind: 'carousel',
        children: ['image', 'image'],
        boost: 1.3,
        caption: '5 free resources that taught me more than college 📚 #freeresources #selftaught #coding',
      },
      { kind: 'image', boost: 0.45, caption: 'Ship it Friday? Never. 😅 #devops #softwareengineering' },
      { kind: 'video', reel: true, boost: 2.0, durationSeconds: 6, caption: "How I'd learn Python if I started over today 🐍 #python #roadmap #learntocode" },
      { kind: 'image', boost: 0.55, caption: 'Code review etiquette: be kind, be specific. #codereview #teamwork' },
      { kind: 'video', reel: true, boost: 1.2, durationSeconds: 5, caption: 'TypeScript generics in plain English #typescript #webdev' },
      { kind: 'image', boost: 0.9, caption: 'My first open-source PR got merged 🥹 #opensource #github #milestone' },
    ],
  },
  {
    username: 'flor.jardim',
    fullName: 'Flor · Plantas em casa',
    niche: 'gardening',
    language: 'pt',
    biography: 'Plantas em apartamento 🪴 Dicas sem complicação\nLisboa 🇵🇹',
    category: 'Gardener',
    followers: 9_850,
    following: 1_204,
    isVerified: false,
    likeRate: 0.067,
    hue: 95,
    cadenceDays: 5.2,
    posts: [
      {
        kind: 'video',
        reel: true,
        boost: 2.6,
        durationSeconds: 5,
        caption: 'Como salvar uma costela-de-adão com folhas amarelas 🌿 #plantas #costeladeadao #jardinagem',
      },
      { kind: 'image', boost: 0.8, caption: 'Cantinho verde da sala: 23 plantas e contando 🪴 #urbanjungle #plantasemcasa #decor' },
      {
        kind: 'carousel',
        children: ['image', 'image', 'image'],
        boost: 1.5,
        caption: 'Suculentas: 5 erros que matam a sua plantinha 🌵 Arrasta ➡️ #suculentas #dicas #plantas',
      },
      {
        kind: 'video',
        reel: true,
        boost: 3.0,
        durationSeconds: 4,
        caption: 'Adubo caseiro com casca de banana: funciona? 🍌 #adubocaseiro #jardinagemorganica',
      },
      { kind: 'image', boost: 1.1, caption: 'A minha orquídea floresceu outra vez! 💜 #orquidea #flores #jardim' },
      { kind: 'video', reel: true, boost: 1.4, durationSeconds: 5, caption: 'Mudas de jiboia na água: passo a passo 💧 #jiboia #mudas #propagacao' },
      { kind: 'image', boost: 0.6, caption: 'Plantas que aguentam pouca luz (perfeitas para apartamento) #plantasdesombra #apartamento' },
      { kind: 'video', reel: true, boost: 1.9, durationSeconds: 5, caption: 'Rega: quanto e quando? O teste do dedo 👆 #rega #cuidadoscomplantas' },
      {
        kind: 'carousel',
        children: ['image', 'image'],
        boost: 1.2,
        caption: 'Antes e depois da minha varanda em 6 meses 🌺 #varanda #antesedepois #jardinagem',
      },
      { kind: 'image', boost: 0.4, caption: 'Domingo é dia de trocar vasos 🪴 #replantio #domingo' },
      {
        kind: 'video',
        reel: true,
        boost: 1.1,
        durationSeconds: 6,
        caption: 'Cochonilhas: como acabar com elas sem veneno 🐛 #pragas #cochonilha #jardinagemorganica',
      },
      { kind: 'image', boost: 0.7, caption: 'Manjericão, hortelã e alecrim: a minha mini horta na janela 🌱 #hortaemcasa #temperos' },
    ],
  },
  {
    username: 'closed.account',
    fullName: 'Closed Account',
    niche: 'personal',
    language: 'en',
    biography: 'Friends and family only.',
    category: '',
    followers: 812,
    following: 390,
    isVerified: false,
    isPrivate: true,
    likeRate: 0.1,
    hue: 0,
    cadenceDays: 7,
    posts: [
      { kind: 'image', shortcode: 'C0ffeePriv1', boost: 1, caption: 'Family weekend 🏡 #family' },
      { kind: 'image', boost: 1, caption: 'Birthday cake attempt #2 🎂' },
      { kind: 'video', reel: true, boost: 1, durationSeconds: 4, caption: 'Beach day 🌊' },
    ],
  },
  {
    // Appended last so the other creators keep their ids. A tax adviser: the finance niche, not sales (issue 11).
    username: 'olga.nalogi',
    fullName: 'Ольга Миронова | налоги',
    niche: 'finance',
    language: 'ru',
    biography: 'Налоговый консультант 🧾 Вычеты, декларации и налоги для самозанятых и ИП\nОбъясняю простыми словами',
    category: 'Financial Service',
    followers: 15_600,
    following: 240,
    isVerified: false,
    likeRate: 0.048,
    hue: 45,
    cadenceDays: 4.6,
    posts: [
      {
        kind: 'video',
        reel: true,
        boost: 2.7,
        durationSeconds: 5,
        caption: 'Как вернуть 13% за лечение зубов: пошагово 🦷 Сохрани, пригодится\n\n#налоговыйвычет #ндфл #налоги',
      },
      {
        kind: 'carousel',
        children: ['image', 'image', 'image'],
        boost: 1.6,
        caption: 'Самозанятость или ИП: что выгоднее при доходе 100 тысяч в месяц. Листай ➡️ #самозанятые #ип #налоги',
      },
      { kind: 'image', boost: 0.8, caption: 'Три ошибки в декларации 3-НДФЛ, из-за которых её возвращают 🙅‍♀️ #декларация #3ндфл' },
      { kind: 'video', reel: true, boost: 3.2, durationSeconds: 4, caption: 'Вычет за спорт: да, так тоже можно 🏋️ #вычетзаспорт #налоговыйвычет' },
      { kind: 'image', boost: 0.6, caption: 'Куда деть чеки, чтобы в апреле не искать их по всей квартире 🗂️ #учёт #финансоваяграмотность' },
      {
        kind: 'video',
        reel: true,
        boost: 1.9,
        durationSeconds: 5,
        caption: 'Сколько откладывать на налоги с каждой оплаты клиента #самозанятые #личныефинансы',
      },
      {
        kind: 'carousel',
        children: ['image', 'image'],
        boost: 1.3,
        caption: 'Имущественный вычет при покупке квартиры: кому положен и сколько 🏠 #имущественныйвычет #ипотека',
      },
      { kind: 'image', boost: 0.5, caption: 'Напоминание: декларацию за прошлый год сдаём до 30 апреля 📅 #декларация #налоги' },
      { kind: 'video', reel: true, boost: 2.2, durationSeconds: 6, caption: 'Почему нельзя смешивать личную карту и деньги бизнеса 💳 #ип #финансы' },
      { kind: 'image', boost: 0.7, caption: 'Вычет за обучение детей: какие документы взять в школе или вузе #вычетзаобучение #налоги' },
      { kind: 'video', reel: true, boost: 1.4, durationSeconds: 5, caption: 'ИИС и вычет: объясняю за минуту 📈 #инвестиции #иис #налоговыйвычет' },
      { kind: 'image', boost: 0.9, caption: 'Ответы на ваши вопросы из директа — часть 5 💬 #вопросответ #налоги' },
      {
        kind: 'carousel',
        children: ['image', 'image', 'image'],
        boost: 1.1,
        caption: 'Налоговый календарь самозанятого на год. Сохрани 📌 #самозанятые #налоговыйкалендарь',
      },
    ],
  },
];
