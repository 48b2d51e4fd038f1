import type { NicheMaterial } from '../types.ts';

/** education, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'language-learning',
    label: 'Learning a foreign language',
    keywords: [
      'learn a language',
      'language learning',
      'foreign language',
      'learn spanish',
      'learn french',
      'fluent',
      'fluency',
      'vocabulary',
      'new words',
      'grammar',
      'speaking practice',
      'accent',
      'duolingo',
      'learn english',
      'bilingual',
      'immersion',
    ],
    hooks: [
      'You have done a 300-day streak and still freeze when someone talks to you. Here is why.',
      'I learned more words in a month from one simple habit than from a year of grammar drills.',
      'You do not need to live abroad to get fluent. You need to open your mouth every day.',
    ],
    tips: [
      {
        screen: 'Speak from day one',
        say: 'Start speaking from the first week, even if it is just introducing yourself. Speaking is a separate skill, and it only grows when you use it.',
      },
      { screen: 'Learn words in phrases', say: 'Learn words inside short phrases, not alone. "Can I get the bill" sticks better than "bill" on its own.' },
      {
        screen: 'Most common words first',
        say: 'Start with the most frequent words of the language. A couple of thousand of them cover most of everyday conversation.',
      },
      {
        screen: 'Shadow native speakers',
        say: 'Pick a short clip, play one sentence and repeat it right after the speaker, copying the rhythm. It does wonders for your accent.',
      },
      {
        screen: 'Review with spaced flashcards',
        say: 'Use a flashcard app that brings words back just before you forget them. Ten minutes a day beats two hours on Sunday.',
      },
      {
        screen: 'Switch your phone language',
        say: 'Switch your phone to the language you are learning. You already know where every button is, so you learn the words for free.',
      },
    ],
    steps: [
      { screen: '1. Ten minutes of words', say: 'First, ten minutes of flashcard review with a spaced-repetition app.' },
      {
        screen: '2. Listen to something real',
        say: 'Then, fifteen minutes of listening to something you enjoy: a podcast, a series, a vlog, with subtitles in that language.',
      },
      { screen: '3. Shadow five sentences', say: 'Next, pick five sentences from what you heard and repeat them out loud until they sound natural.' },
      {
        screen: '4. Say it to someone',
        say: 'Finally, use those sentences for real, in a voice message to a tutor, a language partner or even to yourself on camera.',
      },
    ],
    myths: [
      {
        screen: 'Too old to learn?',
        myth: 'Adults are too old to learn a new language.',
        fact: 'Children pick up accents more easily, but adults often learn grammar and vocabulary faster, because they can study on purpose.',
      },
      {
        screen: 'Grammar first?',
        myth: 'You have to master the grammar before you start speaking.',
        fact: 'You learn grammar faster by using it. Speak with mistakes and fix them along the way, like every native speaker did as a child.',
      },
    ],
    mistakes: [
      {
        screen: 'Only using an app',
        mistake: 'You only use an app and never speak to a real person.',
        fix: 'Add one conversation a week, with a tutor or a language exchange partner.',
      },
      {
        screen: 'Word lists without context',
        mistake: 'You memorise long word lists with translations.',
        fix: 'Learn each word in a real sentence you could actually say.',
      },
      {
        screen: 'Waiting to be ready',
        mistake: 'You wait until you feel ready before you talk to anyone.',
        fix: 'Start with a short script you prepared, like ordering a coffee, and build from there.',
      },
    ],
    facts: [
      {
        screen: '600 to 750 class hours',
        say: 'The US Foreign Service Institute estimates about 600 to 750 class hours for an English speaker to reach working level in Spanish or Portuguese.',
      },
      {
        screen: 'About 1,100 hours for Russian',
        say: 'For harder languages like Russian, the same estimate is about 1,100 class hours, so be patient with yourself.',
      },
    ],
    questions: [
      {
        question: 'How long until I can actually have a conversation?',
        answer:
          'With daily practice and weekly speaking, many learners manage simple conversations within a few months. Fluency takes much longer, and that is normal.',
      },
      {
        question: 'Are language apps enough to get fluent?',
        answer: 'They are great for words and habits, but not enough on their own. You also need real listening and real conversations.',
      },
    ],
    comparisons: [
      {
        a: 'Language app',
        b: 'Conversation with a tutor',
        verdict:
          'Use both, but if you can only pick one to get speaking, pick the conversation. The app builds words, the tutor builds the courage to use them.',
      },
    ],
    before: 'Right now, you know plenty of words, but your mind goes blank the moment someone speaks to you.',
    after: 'In a few months of daily practice, you order, ask and chat in the language without translating in your head first.',
  },
  {
    id: 'exam-prep',
    label: 'Preparing for exams',
    keywords: [
      'exam',
      'finals',
      'midterms',
      'test prep',
      'exam prep',
      'cramming',
      'dream university',
      'all-nighter',
      'revision',
      'revise',
      'past papers',
      'sat',
      'gcse',
      'exam stress',
      'exam season',
      'pass the exam',
    ],
    hooks: [
      'Rereading your notes feels like studying. It is the least effective way to prepare for an exam.',
      'Two weeks before my finals, I stopped highlighting and started doing this instead.',
      'If you are planning an all-nighter before the exam, watch this first.',
    ],
    tips: [
      {
        screen: 'Test yourself, do not reread',
        say: 'Close the book and write down everything you remember, then check what you missed. Recalling is what builds memory.',
      },
      { screen: 'Do past papers', say: 'Do past papers under exam conditions with a timer. You learn the format, the timing and your weak spots all at once.' },
      { screen: 'Start two weeks out', say: 'Start at least two weeks before the exam and spread each topic over several short sessions.' },
      { screen: 'Weakest topics first', say: 'Rank the topics from weakest to strongest and spend most of your time on the bottom of the list.' },
      { screen: 'Sleep is part of studying', say: 'Sleep the night before the exam. Your brain sorts and stores what you learned while you sleep.' },
      { screen: 'Teach it out loud', say: 'Explain a topic out loud as if to a friend. Wherever you get stuck is exactly what you need to review.' },
    ],
    steps: [
      { screen: '1. List every topic', say: 'First, list every topic the exam covers and mark each one red, yellow or green by how well you know it.' },
      { screen: '2. Plan short sessions', say: 'Then put the red topics into your calendar first, in sessions of forty to fifty minutes with breaks.' },
      { screen: '3. Recall, then check', say: 'Next, in every session, close your notes, write or say what you remember, then check and fix the gaps.' },
      { screen: '4. Full mock exam', say: 'Finally, a few days before, do a full past paper with a timer and review every mistake.' },
    ],
    myths: [
      {
        screen: 'All-nighters work?',
        myth: 'An all-nighter is the best way to get everything in before an exam.',
        fact: 'Skipping sleep makes you worse at recalling what you studied. A normal night of sleep helps more than extra hours of cramming.',
      },
      {
        screen: 'Highlighting works?',
        myth: 'Highlighting your notes helps you remember them.',
        fact: 'Highlighting feels productive, but on its own it does little for memory. Turning the highlights into questions and answering them does much more.',
      },
    ],
    mistakes: [
      {
        screen: 'Rereading the notes',
        mistake: 'You read your notes again and again until they feel familiar.',
        fix: 'Turn each page into questions and answer them without looking.',
      },
      {
        screen: 'Starting the night before',
        mistake: 'You start revising the day before the exam.',
        fix: 'Start two weeks out, with short sessions every day.',
      },
      {
        screen: 'Skipping the mocks',
        mistake: 'You never practise under real exam timing.',
        fix: 'Do at least two past papers with a timer before the real exam.',
      },
    ],
    facts: [
      {
        screen: 'Testing beats rereading',
        say: 'In a well-known 2006 study, students who tested themselves remembered more a week later than students who spent the same time rereading.',
      },
      {
        screen: 'Teens need 8 to 10 hours',
        say: 'Sleep specialists recommend eight to ten hours of sleep a night for teenagers, and at least seven for adults.',
      },
    ],
    questions: [
      {
        question: 'How many hours a day should I study before an exam?',
        answer: 'Focused hours matter more than total hours. Three or four blocks of active recall with real breaks beat ten hours of rereading.',
      },
      {
        question: 'What do I do if I go blank during the exam?',
        answer:
          'Skip the question, answer the ones you know, and come back later. Take three slow breaths, and start by writing down any keyword you remember.',
      },
    ],
    comparisons: [
      {
        a: 'Rereading notes',
        b: 'Practice questions',
        verdict: 'Practice questions win. They are harder and feel worse, and that effort is exactly what makes the knowledge stay.',
      },
    ],
    before: 'Right now, you reread the same notes for hours, feel ready, and then blank on the first question.',
    after: 'With two weeks of recall and past papers, you walk in knowing the format and knowing what you know.',
  },
  {
    id: 'study-techniques',
    label: 'Study techniques and memory',
    keywords: [
      'study tips',
      'study techniques',
      'how to study',
      'studying',
      'study session',
      'memorize',
      'memorise',
      'memory',
      'remember',
      'forget',
      'active recall',
      'spaced repetition',
      'flashcards',
      'anki',
      'note-taking',
      'concentrate',
    ],
    hooks: [
      'You forget most of a lecture within days unless you do one thing. Here it is.',
      'I stopped studying longer and started studying differently, and my grades went up.',
      'Your phone does not have to ring to wreck your focus. It only has to be on the desk.',
    ],
    tips: [
      {
        screen: 'Active recall',
        say: 'After each section, close the book and say or write what you remember. Pulling it out of your head is what makes it stick.',
      },
      {
        screen: 'Space your reviews',
        say: 'Review new material after a day, then after a few days, then after a week. Each review takes less time than the last.',
      },
      { screen: 'Phone in another room', say: 'Put your phone in another room while you study. Face down on the desk still pulls at your attention.' },
      {
        screen: 'Explain it simply',
        say: 'Explain the topic in plain words as if to a twelve-year-old. Every place you reach for jargon is a place you do not understand yet.',
      },
      {
        screen: 'Mix your topics',
        say: 'Mix different types of problems in one session instead of doing twenty of the same kind. It is harder, and you remember more.',
      },
      {
        screen: 'Study in focused blocks',
        say: 'Study in blocks of twenty-five to fifty minutes with a short break in between, instead of one endless session.',
      },
    ],
    steps: [
      { screen: '1. Skim for structure', say: 'First, skim the chapter for headings and diagrams, so you know what it is about before you read it properly.' },
      { screen: '2. Read one section', say: 'Then read one section carefully, without highlighting everything.' },
      { screen: '3. Close and recall', say: 'Next, close the book and write down the main points from memory, then check and fill in what you missed.' },
      { screen: '4. Make review cards', say: 'Finally, turn what you missed into flashcards and review them tomorrow, in three days and in a week.' },
    ],
    myths: [
      {
        screen: 'Visual or auditory learner?',
        myth: 'You learn best in your learning style, visual, auditory or kinaesthetic.',
        fact: 'Studies have not found that teaching to a preferred style improves results. What works for almost everyone is recall, spacing and practice.',
      },
      {
        screen: 'More hours, more learning?',
        myth: 'The longer you study, the more you learn.',
        fact: 'After a while, attention drops and you only feel busy. Shorter sessions with breaks and recall get more done.',
      },
    ],
    mistakes: [
      {
        screen: 'Highlighting everything',
        mistake: 'You highlight half the page and call it studying.',
        fix: 'Read first, then write the main idea in your own words in the margin.',
      },
      {
        screen: 'Copying notes neatly',
        mistake: 'You spend hours rewriting your notes beautifully.',
        fix: 'Spend that time answering questions about the notes instead.',
      },
      {
        screen: 'Studying with the TV on',
        mistake: 'You study with a series on in the background.',
        fix: 'Study in quiet or with music without lyrics, and keep the series as a reward.',
      },
    ],
    facts: [
      { screen: 'Half gone in a day', say: "In Ebbinghaus's classic memory experiments, more than half of new material was gone within a day without review." },
      {
        screen: 'Phone on the desk costs',
        say: 'In one study, students with a silent phone on the desk did worse on attention tests than students whose phone was in another room.',
      },
    ],
    questions: [
      {
        question: 'Is it better to study in the morning or at night?',
        answer: 'Study when you are most alert, and keep a regular time. What matters more is that you sleep enough after studying.',
      },
      {
        question: 'How do I remember things for longer than the exam?',
        answer: 'Keep reviewing them at growing intervals and use them. Knowledge you recall again and again, weeks apart, stays for years.',
      },
    ],
    comparisons: [
      {
        a: 'Rereading',
        b: 'Active recall',
        verdict: 'Active recall wins for almost everyone. Rereading feels easier, but pulling the answer from memory is what makes it stay.',
      },
    ],
    before: 'Right now, you spend hours over your notes, and a week later most of it is gone.',
    after: 'With recall and spaced review, you study for less time and still remember the material at the end of the term.',
  },
  {
    id: 'reading',
    label: 'Reading more books',
    keywords: [
      'reading',
      'read more',
      'read more books',
      'books',
      'book',
      'reading habit',
      'reading challenge',
      'audiobooks',
      'kindle',
      'speed reading',
      'book club',
      'bookworm',
      'booktok',
      'book recommendations',
      'finish a book',
      'reading list',
    ],
    hooks: [
      'You do not need more time to read more books. You need twenty pages a day.',
      'I went from zero to two books a month without giving up anything I love.',
      'Speed reading will not make you read more. Here is what actually works.',
    ],
    tips: [
      { screen: 'Twenty pages a day', say: 'Set a daily goal in pages, not books. Twenty pages a day takes about half an hour for most people.' },
      { screen: 'Always carry a book', say: 'Keep a book or an e-reader with you. The queue, the bus and the waiting room add up to hours a week.' },
      { screen: 'Quit boring books', say: 'Give a book fifty pages. If you are still not into it, put it down without guilt and pick another.' },
      { screen: 'Read before bed', say: 'Swap the last fifteen minutes of scrolling in bed for reading. It is easier to put down than the phone.' },
      { screen: 'Audiobooks count', say: 'Listen to audiobooks while you walk, cook or commute. You still get the story and the ideas.' },
      { screen: 'Keep the next book ready', say: 'Choose your next book before you finish the current one, so you never stall between books.' },
    ],
    steps: [
      { screen: '1. Pick a book you want', say: 'First, pick a book you actually want to read, not one you feel you should read.' },
      { screen: '2. Fix a time', say: 'Then attach reading to a fixed moment, like your morning coffee, the commute or the fifteen minutes before sleep.' },
      { screen: '3. Set a small daily goal', say: 'Next, set a small daily goal, ten or twenty pages, and mark each day you hit it.' },
      {
        screen: '4. Write one line after',
        say: 'Finally, after each book, write one line about what you will remember. It keeps the ideas and builds momentum.',
      },
    ],
    myths: [
      {
        screen: 'Speed reading works?',
        myth: 'Speed reading lets you read a thousand words a minute and still understand everything.',
        fact: 'Research finds a trade-off: read much faster and you understand less. Reading more often beats reading faster.',
      },
      {
        screen: 'Audiobooks are cheating?',
        myth: 'Listening to an audiobook is not really reading.',
        fact: 'For stories and ideas, studies find that people understand about as much from listening as from reading. It counts.',
      },
    ],
    mistakes: [
      {
        screen: 'Finishing every book',
        mistake: 'You force yourself to finish every book you start.',
        fix: 'Give each book fifty pages and drop the ones that do not grab you.',
      },
      {
        screen: 'Only reading on holiday',
        mistake: 'You only read on holiday and wonder why you read two books a year.',
        fix: 'Read a little every day, even ten pages.',
      },
      {
        screen: 'Phone next to the book',
        mistake: 'You read with your phone next to you and check it every page.',
        fix: 'Put the phone in another room for your reading time.',
      },
    ],
    facts: [
      { screen: '7,300 pages a year', say: 'Twenty pages a day adds up to more than seven thousand pages a year, roughly two dozen average-length books.' },
      {
        screen: '200 to 300 words a minute',
        say: 'Most adults read silently at around 200 to 300 words a minute, so a 300-page book takes roughly five to eight hours.',
      },
    ],
    questions: [
      {
        question: 'How do I remember what I read?',
        answer: 'After each chapter, say the main point in one sentence. After the book, write three ideas you will use or tell someone about it.',
      },
      {
        question: 'Paper book or e-reader?',
        answer: 'Whichever you will actually carry with you. An e-reader is light and lets you read in the dark, paper is easier to flip through.',
      },
    ],
    comparisons: [
      {
        a: 'Reading faster',
        b: 'Reading more often',
        verdict: 'Reading more often wins. Half an hour every day gets you through more books than any speed-reading trick.',
      },
    ],
    before: 'Right now, you buy books faster than you read them, and the one on your nightstand has had a bookmark in chapter two for months.',
    after: 'With twenty pages a day, you finish a book every couple of weeks and actually remember what was in it.',
  },
  {
    id: 'online-learning',
    label: 'Learning online',
    keywords: [
      'online course',
      'online courses',
      'online learning',
      'e-learning',
      'learn online',
      'udemy',
      'coursera',
      'skillshare',
      'youtube tutorials',
      'self-taught',
      'certificate',
      'bootcamp',
      'masterclass',
      'webinar',
      'distance learning',
      'new skill',
    ],
    hooks: [
      'You have bought five online courses and finished none. It is not a willpower problem.',
      'How I finally finished an online course, and what I do differently now.',
      'Watching lessons is not learning. Here is what turns a course into a skill.',
    ],
    tips: [
      {
        screen: 'Fixed time in the calendar',
        say: 'Put the course in your calendar like a class, at the same time every week. "When I have time" never comes.',
      },
      { screen: 'One course at a time', say: 'Buy the next course only after you finish the current one.' },
      { screen: 'Pause and recall', say: 'Pause after every video and write down the main point from memory before you move on.' },
      {
        screen: 'Build something with it',
        say: 'Do every exercise, and start a small project of your own in week one. A skill grows from practice, not from watching.',
      },
      { screen: 'Find a study buddy', say: 'Take the course with a friend or join its community, and share what you did each week.' },
      { screen: 'Check before you buy', say: 'Before you pay, watch the free lessons, read the syllabus and check the refund policy.' },
    ],
    steps: [
      { screen: '1. Pick one clear goal', say: 'First, write what you want to be able to do at the end, like "build a simple website", not "learn coding".' },
      { screen: '2. Choose the course', say: 'Then choose one course that ends with that result, with practical exercises and a preview you liked.' },
      { screen: '3. Schedule it', say: 'Next, book three short sessions a week in your calendar and protect them.' },
      { screen: '4. Practise and share', say: 'Finally, after each module, build or do one small thing with it and show it to someone.' },
    ],
    myths: [
      {
        screen: 'A certificate means a skill?',
        myth: 'Once you have the certificate, you have the skill.',
        fact: 'A certificate shows you finished. What people hire and pay for is what you can show you can do, so build projects as you go.',
      },
      {
        screen: 'Online is easier?',
        myth: 'Online courses are easier than studying in person.',
        fact: 'The content is often the same, but nobody is checking on you. Online learning takes more self-organisation, not less.',
      },
    ],
    mistakes: [
      {
        screen: 'Binge-watching lessons',
        mistake: 'You watch ten lessons in a row like a series.',
        fix: 'Watch one lesson, then practise it before the next one.',
      },
      {
        screen: 'Buying in every sale',
        mistake: 'You buy courses in every sale and start none of them.',
        fix: 'Keep a wish list and buy the next course only when you finish the current one.',
      },
      {
        screen: 'Studying alone in silence',
        mistake: 'You never ask a question or share your work.',
        fix: 'Post your exercise in the course community or show it to a friend every week.',
      },
    ],
    facts: [
      {
        screen: 'Fewer than 1 in 10 finish',
        say: 'Studies of large free online courses found that only a small share of the people who sign up, often fewer than one in ten, finish.',
      },
      {
        screen: 'About six minutes',
        say: 'One large analysis of online course videos found that students rarely watched much beyond about six minutes, so short lessons work better.',
      },
    ],
    questions: [
      {
        question: 'Are paid courses worth it, or are free videos enough?',
        answer: 'It depends. You pay for structure, exercises and feedback. If a free playlist gives you those, it can be just as good.',
      },
      {
        question: 'How many hours a week do I need?',
        answer: 'Three or four focused hours a week, spread over several days, are enough to make steady progress in most courses.',
      },
    ],
    comparisons: [
      {
        a: 'Free tutorials',
        b: 'Paid course',
        verdict: 'For a first step, free videos are fine. For a skill you want to use at work, structure, exercises and feedback are worth paying for.',
      },
    ],
    before: 'Right now, you have a folder of courses you started with excitement and abandoned at module two.',
    after: 'With one course, a fixed schedule and a small project, you finish it and have something real to show.',
  },
  {
    id: 'kids-homework',
    label: 'Helping kids with homework',
    keywords: [
      'homework',
      'homework help',
      'help with homework',
      'kids',
      'child',
      'children',
      'my son',
      'my daughter',
      'elementary school',
      'primary school',
      'helping my kid',
      'homework battle',
      'parents',
      'after school',
      'grades',
      'report card',
    ],
    hooks: [
      'If homework ends in tears every evening, the problem is probably not your child.',
      'I stopped sitting next to my kid for every single task, and homework got faster.',
      'Doing the homework for your kid feels like help. It is not.',
    ],
    tips: [
      { screen: 'Same time, same place', say: 'Set a fixed homework time and a quiet spot, with no TV and no phone nearby.' },
      { screen: 'Snack and break first', say: 'Give a snack and some time to move after school before homework starts. A hungry, tired child cannot focus.' },
      { screen: 'Hardest task first', say: 'Start with the hardest subject while your child still has energy, and leave the easy one for the end.' },
      { screen: 'Guide, do not do', say: 'Ask questions instead of giving answers: what does the task want, what did you try, where are you stuck?' },
      { screen: 'Short blocks with breaks', say: 'For younger kids, work in short blocks of fifteen to twenty minutes with a quick movement break.' },
      {
        screen: 'Praise the effort',
        say: 'Praise the effort and the strategy, not how smart your child is. "You tried three ways" builds more than "you are so clever".',
      },
    ],
    steps: [
      { screen: '1. Look at the whole list', say: "First, look at today's homework together and agree on the order." },
      { screen: '2. Your child starts alone', say: 'Then let your child start alone on the first task while you stay nearby.' },
      { screen: '3. Help with questions', say: 'Next, when your child is stuck, ask a guiding question and wait before you give any hint.' },
      { screen: '4. Check and celebrate', say: 'Finally, check the work together, point out one thing done well, and close the books for the day.' },
    ],
    myths: [
      {
        screen: 'More help, better grades?',
        myth: 'The more you help with homework, the better your child does.',
        fact: 'Help works when it supports independence. Taking over the task often leaves a child more dependent and less confident.',
      },
      {
        screen: 'Hours of homework = success?',
        myth: 'Long hours of homework in primary school lead to better results.',
        fact: 'For young children, research finds little benefit from long homework. Short, regular practice and reading together matter more.',
      },
    ],
    mistakes: [
      {
        screen: 'Doing it for them',
        mistake: 'You do the hard part yourself so it looks right for the teacher.',
        fix: 'Let the mistakes stay. The teacher needs to see what your child really understands.',
      },
      {
        screen: 'Homework late at night',
        mistake: 'You leave homework until after dinner, when everyone is tired.',
        fix: 'Move it to the late afternoon, after a snack and a break.',
      },
      {
        screen: 'Correcting every line',
        mistake: 'You correct every mistake the moment it happens.',
        fix: 'Let your child finish, then ask them to find one mistake on their own.',
      },
    ],
    facts: [
      {
        screen: '10 minutes per grade',
        say: 'A common guideline in the US is about ten minutes of homework per grade a night: twenty minutes in second grade, an hour in sixth.',
      },
      {
        screen: '9 to 12 hours of sleep',
        say: 'Children aged six to twelve need nine to twelve hours of sleep, so late-night homework costs more than it gives.',
      },
    ],
    questions: [
      {
        question: 'How do I get my child to start homework without a fight?',
        answer: 'Keep the same time every day and give a clear start, like "snack, then ten minutes of math". Routine removes the daily negotiation.',
      },
      {
        question: 'Should I correct the mistakes before it goes to school?',
        answer: 'Mostly no. Help your child find one or two mistakes alone, and let the teacher see the rest.',
      },
    ],
    comparisons: [
      {
        a: 'Sitting beside them',
        b: 'Being nearby',
        verdict: 'Being nearby wins for most school-age kids. They learn to start alone and ask for help, and you are not the one doing the work.',
      },
    ],
    before: 'Right now, homework takes the whole evening, ends in arguments, and you end up doing half of it yourself.',
    after: 'With a fixed routine and questions instead of answers, your child starts alone and the evenings get calmer.',
  },
];
