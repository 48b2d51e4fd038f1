import type { NicheMaterial } from '../types.ts';

/** personal_development, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'habits',
    label: 'Building habits that stick',
    keywords: [
      'habit',
      'goals',
      'mindset',
      'bad habit',
      'break a habit',
      'get my life together',
      'streak',
      'consistency',
      'resolutions',
      'discipline',
      'self-discipline',
      'habit tracker',
      'atomic habits',
      'stay consistent',
      'habit stacking',
      '21 days',
    ],
    hooks: [
      'You do not need more discipline. You need a smaller habit.',
      'It does not take 21 days to build a habit, and that myth is why you keep quitting.',
      'I have kept a habit for a whole year by making it too small to skip.',
    ],
    tips: [
      { screen: 'Start ridiculously small', say: 'Make the first version so small you cannot say no. One push-up, one page, one line in a journal.' },
      {
        screen: 'Stack it on an old habit',
        say: 'Attach the new habit to something you already do every day. After I pour my coffee, I write my three tasks.',
      },
      {
        screen: 'Decide when and where',
        say: 'Write down exactly when and where you will do it. "Someday this week" is not a plan, "7 am at the kitchen table" is.',
      },
      { screen: 'Never miss twice', say: 'Missing one day is normal. Missing two days in a row is how a habit dies, so protect the day after a miss.' },
      {
        screen: 'Make the bad habit harder',
        say: 'Add friction to the habit you want to break. Put your phone in another room and the snacks on the top shelf.',
      },
      { screen: 'Track it where you see it', say: 'Put a paper tracker on the fridge and cross off each day. Seeing the chain makes you want to keep it.' },
    ],
    steps: [
      { screen: '1. Pick one habit', say: 'First, pick one habit, not five. Write it as an action you can see: walk ten minutes, read two pages.' },
      { screen: '2. Shrink it', say: 'Then shrink it until it takes under two minutes, so even your worst day can handle it.' },
      { screen: '3. Anchor it', say: 'Next, anchor it to an existing routine: after I brush my teeth, after I park the car, after lunch.' },
      { screen: '4. Track and grow', say: 'Finally, track it every day for a month, and only then make it bigger.' },
    ],
    myths: [
      {
        screen: '21 days to a habit?',
        myth: 'It takes 21 days to form a habit.',
        fact: 'In a well-known study from University College London, it took a median of 66 days. Depending on the person and the habit, it took anywhere from 18 to 254.',
      },
      {
        screen: 'Just need willpower?',
        myth: 'People with good habits just have more willpower.',
        fact: 'They mostly have a better setup. They remove temptations and make the good choice the easy one, so they need willpower less often.',
      },
    ],
    mistakes: [
      {
        screen: 'Changing everything Monday',
        mistake: 'You start five new habits on the same Monday.',
        fix: 'Start one, keep it for a month, then add the next one.',
      },
      {
        screen: 'All or nothing',
        mistake: 'You skip the whole workout because you only have ten minutes.',
        fix: 'Do the ten minutes. Showing up on a bad day is what keeps the habit alive.',
      },
      {
        screen: 'Vague goals',
        mistake: 'You set a goal like "be healthier" and wonder why nothing changes.',
        fix: 'Turn it into an action with a time and a place: a salad at lunch on workdays.',
      },
    ],
    facts: [
      { screen: 'Median: 66 days', say: 'In one UCL study, people needed a median of 66 days before a new daily habit felt automatic.' },
      {
        screen: 'Write down when and where',
        say: 'In one study on exercise, people who wrote down when and where they would work out were more than twice as likely to actually do it.',
      },
    ],
    questions: [
      {
        question: 'What do I do when I lose my streak?',
        answer: 'Start again the next day and do not try to make up for it. One missed day barely changes the habit, two or three in a row do.',
      },
      {
        question: 'How do I stop a bad habit instead of starting a good one?',
        answer: 'Find what triggers it and make it harder to reach. Then put something easy in its place for the same moment.',
      },
    ],
    comparisons: [
      {
        a: 'Motivation',
        b: 'Systems',
        verdict: 'A system wins. Motivation comes and goes, but a fixed time, a small action and a tracker still work on the days you feel nothing.',
      },
    ],
    before: 'Right now, you start strong every Monday and quit by Thursday, then blame yourself for lacking discipline.',
    after: 'A couple of months from now, your habit happens on autopilot, even on the days you are tired.',
  },
  {
    id: 'procrastination',
    label: 'Beating procrastination',
    keywords: [
      'procrastination',
      'procrastinate',
      'doomscrolling',
      'putting off',
      'put things off',
      'lazy',
      'laziness',
      'no motivation',
      'unmotivated',
      'get started',
      'scrolling',
      'deadline',
      'last minute',
      'pomodoro',
      'stuck',
      'dopamine detox',
    ],
    hooks: [
      'You are not lazy. You are avoiding a feeling, and that changes how you fix it.',
      'The smallest first step I know gets me started on anything I have been putting off.',
      'If you only work the night before a deadline, watch this.',
    ],
    tips: [
      { screen: 'Shrink the first step', say: 'Make the first step embarrassingly small. Not "write the report", just "open the file and write the title".' },
      {
        screen: 'Set a 25-minute timer',
        say: 'Set a timer for twenty-five minutes and promise yourself you can stop when it rings. Starting is the hard part.',
      },
      { screen: 'Phone in another room', say: 'Put your phone in another room while you work. Out of reach beats any app blocker.' },
      {
        screen: 'Name the feeling',
        say: 'Ask yourself what exactly you are avoiding. Boredom, fear of a bad result, not knowing where to start? Each one has a different fix.',
      },
      { screen: 'Under two minutes? Now', say: 'If a task takes less than two minutes, do it right away instead of writing it down.' },
      { screen: 'Make your own deadline', say: 'Give the task a deadline earlier than the real one and tell someone about it.' },
    ],
    steps: [
      { screen: '1. Write the next action', say: 'First, write down the very next physical action, like "email Anna for the numbers".' },
      { screen: '2. Clear the desk', say: 'Then close every tab you do not need and put your phone out of sight.' },
      { screen: '3. Timer on', say: 'Next, set a timer for twenty-five minutes and work only on that one action.' },
      { screen: '4. Short break', say: 'Finally, take a five-minute break away from the screen, then decide if you go for another round.' },
    ],
    myths: [
      {
        screen: 'Procrastinators are lazy?',
        myth: 'Procrastination is just laziness.',
        fact: 'Researchers describe it mostly as a way to escape an unpleasant feeling about the task. Lazy people do not feel guilty, procrastinators do.',
      },
      {
        screen: 'Wait for motivation?',
        myth: 'You need to feel motivated before you start.',
        fact: 'It usually works the other way round. Motivation tends to show up a few minutes after you start, not before.',
      },
    ],
    mistakes: [
      {
        screen: 'Huge vague tasks',
        mistake: 'Your to-do list says "work on the project".',
        fix: 'Break it into steps you could finish in under an hour, and start with the easiest one.',
      },
      {
        screen: 'Productive procrastination',
        mistake: 'You clean the whole kitchen instead of doing the one task that matters.',
        fix: 'Do twenty-five minutes of the important task first, then clean as a reward.',
      },
      {
        screen: 'Beating yourself up',
        mistake: 'You call yourself lazy every time you put something off.',
        fix: 'Forgive yourself for the last time. People who do that procrastinate less on the next task, not more.',
      },
    ],
    facts: [
      { screen: '1 in 5 adults', say: 'Surveys in several countries suggest that about one adult in five is a chronic procrastinator.' },
      { screen: '25 minutes, then 5', say: 'The Pomodoro technique is simple: twenty-five minutes of focused work, then a five-minute break.' },
    ],
    questions: [
      {
        question: 'Why do I only work well under pressure?',
        answer: 'Panic finally beats the unpleasant feeling you were avoiding. A fake earlier deadline gives you the same push with less stress.',
      },
      {
        question: 'What if I start and still cannot focus?',
        answer: 'Make the session shorter, ten minutes instead of twenty-five. A short session you finish is better than a long one you abandon.',
      },
    ],
    comparisons: [
      {
        a: 'Waiting for motivation',
        b: 'Starting for 10 minutes',
        verdict: 'The ten-minute start wins. Motivation often comes once you are in, and ten minutes is small enough to begin on a bad day.',
      },
    ],
    before: 'Right now, you scroll for an hour, feel guilty, and do everything the night before the deadline.',
    after: 'With a tiny first step and a timer, you start the same day, and the deadline stops feeling like an emergency.',
  },
  {
    id: 'morning-routine',
    label: 'A morning routine that works',
    keywords: [
      'morning routine',
      'morning',
      'mornings',
      'wake up early',
      'waking up',
      '5am',
      '5 am club',
      'alarm',
      'snooze',
      'early riser',
      'not a morning person',
      'sleep schedule',
      'bedtime',
      'night owl',
      'night routine',
      'evening routine',
    ],
    hooks: [
      'Your morning routine starts the night before, and that is why the 5 am one never sticks.',
      'I stopped hitting snooze with one change to where my phone sleeps.',
      'You do not need a two-hour routine. You need twenty good minutes.',
    ],
    tips: [
      { screen: 'Alarm across the room', say: 'Charge your phone across the room so you have to stand up to turn off the alarm.' },
      { screen: 'Same wake-up time', say: 'Wake up at the same time every day, weekends included, give or take an hour. Your body clock loves a routine.' },
      { screen: 'Daylight first', say: 'Get outside or open the curtains in the first hour. Daylight tells your body that the day has started.' },
      {
        screen: 'No phone for 20 minutes',
        say: "Keep your phone off for the first twenty minutes. Your day starts with your plan, not with everyone else's messages.",
      },
      { screen: 'Prepare it the night before', say: 'Set out your clothes, the kettle and your list the night before, so the morning needs no decisions.' },
      { screen: 'Pick three things', say: 'Keep the routine to three things you actually enjoy, like water, a short walk and writing your top task.' },
    ],
    steps: [
      { screen: '1. Set the bedtime', say: 'First, count back at least seven hours of sleep from your alarm, and make that your lights-out time.' },
      { screen: '2. Up on the first alarm', say: 'Then get up on the first alarm and drink a glass of water before you do anything else.' },
      { screen: '3. Light and movement', say: 'Next, spend ten minutes in daylight, walking or stretching by an open window.' },
      { screen: '4. One important task', say: 'Finally, write down the one task that would make today a good day, and start it before you check messages.' },
    ],
    myths: [
      {
        screen: 'Successful people wake at 5?',
        myth: 'If you want to be successful, you have to wake up at 5 am.',
        fact: 'What matters is enough sleep and a steady schedule. Waking at 5 after five hours of sleep makes your day worse, not better.',
      },
      {
        screen: 'Snooze gives more rest?',
        myth: 'Hitting snooze gives you a bit more rest.',
        fact: 'Those extra minutes are broken, light sleep. Setting the alarm later and getting up on the first one gives you more real rest.',
      },
    ],
    mistakes: [
      {
        screen: 'Copying a CEO routine',
        mistake: 'You copy a two-hour routine with cold showers, journaling and a run on the first day.',
        fix: 'Start with one habit in the morning and add the next one only when it feels automatic.',
      },
      {
        screen: 'Phone in bed',
        mistake: 'You check email and social media before you get out of bed.',
        fix: 'Leave the phone charging in another room and use a simple alarm clock.',
      },
      {
        screen: 'Late nights, early alarm',
        mistake: 'You set the alarm an hour earlier but still go to bed at midnight.',
        fix: 'Move your bedtime first, by fifteen minutes every few days.',
      },
    ],
    facts: [
      { screen: '7+ hours of sleep', say: 'Adults need at least seven hours of sleep, so a 5 am alarm means lights out before 10 pm.' },
      {
        screen: '15 minutes at a time',
        say: 'Moving your wake-up time by about fifteen minutes every few days is much easier than jumping a whole hour at once.',
      },
    ],
    questions: [
      {
        question: 'What if I am just not a morning person?',
        answer: 'Then do not force a 5 am start. Pick a wake-up time you can keep every day, and build a short routine around it.',
      },
      {
        question: 'How long should a morning routine be?',
        answer: 'Twenty to thirty minutes is plenty. A short routine you do every day beats a long one you skip.',
      },
    ],
    comparisons: [
      {
        a: 'Waking at 5 am',
        b: 'Fixed wake-up time',
        verdict: 'The same time every day wins. A steady schedule gives you better sleep, whatever the hour on the clock.',
      },
    ],
    before: 'Right now, you hit snooze three times, scroll in bed, and start the day already late.',
    after: 'In a couple of weeks, you get up on the first alarm, and the first hour of your day belongs to you.',
  },
  {
    id: 'confidence',
    label: 'Confidence and public speaking',
    keywords: [
      'confidence',
      'confident',
      'people pleasing',
      'self-esteem',
      'shy',
      'shyness',
      'insecure',
      'public speaking',
      'presentation',
      'speech',
      'stage fright',
      'nervous',
      'speak up',
      'talking to camera',
      'impostor syndrome',
    ],
    hooks: [
      'Confident people are not less nervous. They just do not wait until the nerves are gone.',
      'Your voice shakes in meetings? Here is what I did before my first talk in front of two hundred people.',
      'Nobody can see your nerves as clearly as you think they can.',
    ],
    tips: [
      { screen: 'Rehearse out loud', say: 'Rehearse out loud, standing up, at least three times. Reading your notes in your head is not practice.' },
      { screen: 'Memorise the first line', say: 'Learn your first two sentences by heart. Once you get through the opening, the rest flows much more easily.' },
      { screen: 'Slow down and pause', say: 'Speak slower than feels natural and pause after key points. A pause sounds confident to the people listening.' },
      {
        screen: 'Call it excitement',
        say: 'When your heart races, tell yourself you are excited, not scared. The body feels almost the same, and the label helps.',
      },
      { screen: 'Record yourself', say: 'Record yourself on your phone and watch it once. You will fix more in one replay than in ten silent rehearsals.' },
      { screen: 'Speak up early', say: 'In a meeting, say something in the first five minutes. The longer you wait, the harder it gets.' },
    ],
    steps: [
      { screen: '1. One main message', say: 'First, write the one sentence you want people to remember. Everything else supports it.' },
      { screen: '2. Three points max', say: 'Then pick three points at most, each with one example or story.' },
      { screen: '3. Rehearse standing', say: 'Next, rehearse out loud three times, once in front of a friend or a camera.' },
      {
        screen: '4. Breathe before you start',
        say: 'Finally, before you walk on, take three slow breaths with a long exhale and start with the line you memorised.',
      },
    ],
    myths: [
      {
        screen: 'Confident people feel no fear?',
        myth: 'Confident people do not get nervous.',
        fact: 'Most experienced speakers still get nervous. They have just learned that the nerves fade after the first minute.',
      },
      {
        screen: 'Fake it till you make it?',
        myth: 'You have to feel confident before you act confident.',
        fact: 'Confidence mostly comes after action. Each time you speak up and survive it, your brain updates what it expects.',
      },
    ],
    mistakes: [
      {
        screen: 'Reading from slides',
        mistake: 'You read your slides word for word.',
        fix: 'Put only a few words on each slide and say the rest in your own words.',
      },
      {
        screen: 'Apologising first',
        mistake: 'You start with "sorry, I am really nervous".',
        fix: 'Start with your strongest sentence. Most people will not notice your nerves unless you point them out.',
      },
      {
        screen: 'Avoiding every chance',
        mistake: 'You avoid every chance to speak until you feel ready.',
        fix: 'Take small chances every week, like one question in a meeting, and build up.',
      },
    ],
    facts: [
      {
        screen: 'About 130 words a minute',
        say: 'A relaxed speaking pace is roughly 120 to 150 words a minute, so a five-minute talk needs only about 700 words.',
      },
      {
        screen: 'Nerves peak in minute 1',
        say: 'For most speakers, the nerves are worst in the first minute or two and then drop, which is why a memorised opening helps so much.',
      },
    ],
    questions: [
      {
        question: 'What do I do if my mind goes blank on stage?',
        answer: 'Pause, take a sip of water and look at your notes. A few seconds of silence feel long to you and normal to the audience.',
      },
      {
        question: 'How do I stop my voice from shaking?',
        answer: 'Slow down and breathe out longer than you breathe in before you start. Speaking a little louder than usual also steadies the voice.',
      },
    ],
    comparisons: [
      {
        a: 'Memorising every word',
        b: 'Memorising key points',
        verdict: 'Memorise the opening and your key points. A word-for-word script makes you freeze if you lose one line.',
      },
    ],
    before: 'Right now, your heart pounds when it is your turn to speak, so you stay quiet even when you have a good idea.',
    after: 'After a few weeks of small practice, you speak up in meetings, and your nerves settle after the first minute.',
  },
  {
    id: 'time-management',
    label: 'Managing your time',
    keywords: [
      'time management',
      'manage my time',
      'productivity',
      'productivity hacks',
      'to-do list',
      'planning',
      'plan my day',
      'plan my week',
      'prioritize',
      'priorities',
      'busy',
      'overwhelmed',
      'focus',
      'time blocking',
      'calendar',
      'eisenhower',
    ],
    hooks: [
      'You do not have a time problem. You have a priorities problem, and a to-do list will not fix it.',
      'I plan my whole week in fifteen minutes every Sunday, and here is exactly how.',
      'If you are busy all day but finish nothing important, watch this.',
    ],
    tips: [
      { screen: 'Three tasks a day', say: 'Pick no more than three important tasks for the day. Everything else is a bonus.' },
      {
        screen: 'Block it in the calendar',
        say: 'Put your important work into the calendar as a meeting with yourself, and protect it like any other meeting.',
      },
      { screen: 'Hardest task first', say: 'Do the hardest task when your energy is highest, which for most people is the first half of the day.' },
      { screen: 'Batch small tasks', say: 'Answer emails and messages in two or three fixed slots a day instead of all day long.' },
      { screen: 'Leave empty space', say: 'Leave about a third of your day unplanned. Something always takes longer than you think.' },
      { screen: 'Review every Friday', say: 'Spend ten minutes on Friday looking at what got done and what slipped, then plan next week with that in mind.' },
    ],
    steps: [
      { screen: '1. Brain dump', say: 'First, write down every task in your head on one page, big and small.' },
      {
        screen: '2. Sort by importance',
        say: 'Then mark what is important and what is only urgent. Urgent but unimportant things can often be delegated or dropped.',
      },
      { screen: '3. Block your week', say: 'Next, put the important tasks into time blocks in your calendar before anything else fills it.' },
      {
        screen: '4. Plan tomorrow tonight',
        say: "Finally, at the end of each day, choose tomorrow's top three tasks so you start the morning knowing what to do.",
      },
    ],
    myths: [
      {
        screen: 'Multitasking saves time?',
        myth: 'Multitasking helps you get more done.',
        fact: 'Your brain switches between tasks instead of doing them at once, and every switch costs time and attention.',
      },
      {
        screen: 'Longer list, more done?',
        myth: 'A longer to-do list makes you more productive.',
        fact: 'A long list mostly makes you pick the easy tasks. A short list with clear priorities gets the important things done.',
      },
    ],
    mistakes: [
      {
        screen: 'Inbox runs your day',
        mistake: 'You open your email first thing and let it decide your morning.',
        fix: 'Do one block of important work before you open your inbox.',
      },
      {
        screen: 'Planning to the minute',
        mistake: 'You plan every minute of the day and feel like a failure by noon.',
        fix: 'Plan your day in blocks and keep buffers between them.',
      },
      {
        screen: 'Saying yes to everything',
        mistake: 'You say yes to every request and then work late to catch up.',
        fix: 'Before you say yes, ask what you will drop to make room for it.',
      },
    ],
    facts: [
      { screen: '168 hours a week', say: 'A week has 168 hours. Even with eight hours of sleep a night, you still have 112 waking hours to plan.' },
      {
        screen: '20+ minutes to refocus',
        say: 'One well-known study found that people took over twenty minutes on average to get back to a task after being interrupted.',
      },
    ],
    questions: [
      {
        question: 'Which planner or app should I use?',
        answer: 'The one you will open every day. Paper works fine. The habit of planning matters more than the tool.',
      },
      {
        question: 'How do I plan when my day keeps changing?',
        answer: 'Plan fewer things and leave more buffer. Protect one focused block, and let the rest of the day stay flexible.',
      },
    ],
    comparisons: [
      {
        a: 'To-do list',
        b: 'Time blocking',
        verdict: 'Time blocking wins for important work, because it tells you when a task happens. Keep the to-do list for small tasks.',
      },
    ],
    before: 'Right now, you answer messages all day, feel busy, and still leave the important work for tomorrow.',
    after: 'After a few weeks of planning your top three, you finish the work that matters before lunch, most days.',
  },
  {
    id: 'stress-burnout',
    label: 'Stress and burnout',
    keywords: [
      'stress',
      'journaling',
      'burnout',
      'burned out',
      'work stress',
      'exhausted',
      'self-care',
      'tired all the time',
      'overworked',
      'anxiety',
      'anxious',
      'calm down',
      'relax',
      'overthinking',
      'mental health',
      'breathing',
    ],
    hooks: [
      'Burnout does not start with exhaustion. It starts when you stop caring about things you used to love.',
      'A two-minute breathing trick I use when stress hits in the middle of a workday.',
      'A vacation will not fix your burnout if you come back to the same week.',
    ],
    tips: [
      { screen: 'Breathe out longer', say: 'When stress hits, breathe in for four seconds and out for six. A longer exhale helps your body calm down.' },
      { screen: 'A hard stop at night', say: 'Pick a time when work ends and keep it. Turn off work notifications after that time.' },
      { screen: 'Move every day', say: 'Walk for twenty minutes a day, ideally outside. Movement is one of the simplest ways to burn off stress.' },
      { screen: 'Protect your sleep', say: 'Guard your sleep first. Everything feels more stressful after a short night.' },
      { screen: 'Write it down', say: 'Before bed, write down what is on your mind and the next step for each item, so your head does not have to hold it.' },
      {
        screen: 'Small breaks, often',
        say: 'Take a short break away from the screen every hour or two. Rest before you are empty works better than rest after.',
      },
    ],
    steps: [
      { screen: '1. Notice the signs', say: 'First, notice your warning signs: bad sleep, snapping at people, dreading Monday on Saturday.' },
      { screen: '2. Find the drains', say: 'Then list what drains you most this month, and circle the one thing you can change or drop.' },
      { screen: '3. Add recovery daily', say: 'Next, add one daily recovery habit, like a walk without your phone or a fixed time to stop working.' },
      { screen: '4. Ask for help', say: 'Finally, talk to someone: your manager about the workload, a friend, or a doctor if it lasts for weeks.' },
    ],
    myths: [
      {
        screen: 'Burnout = just tired?',
        myth: 'Burnout is just being tired, and a long weekend fixes it.',
        fact: 'Burnout comes from long-term work stress and includes exhaustion, feeling detached from your work and feeling less effective. Rest helps, but the cause has to change too.',
      },
      {
        screen: 'Strong people push through?',
        myth: 'Strong people just push through stress.',
        fact: 'Pushing through without recovery is how short stress turns into burnout. Rest is part of performing well, not a reward for it.',
      },
    ],
    mistakes: [
      {
        screen: 'Working through lunch',
        mistake: 'You eat lunch at your desk and answer emails at the same time.',
        fix: 'Take at least fifteen minutes away from the screen for lunch, even on busy days.',
      },
      {
        screen: 'Scrolling to relax',
        mistake: 'You scroll for an hour to relax and feel more tired afterwards.',
        fix: 'Pick a rest that refills you, like a walk, a shower, music or a call with a friend.',
      },
      {
        screen: 'Waiting for the vacation',
        mistake: 'You hold on until the next vacation instead of resting every week.',
        fix: 'Plan small recovery every day and one real day off every week.',
      },
    ],
    facts: [
      {
        screen: 'WHO: burnout since 2019',
        say: 'Since 2019, the World Health Organization has described burnout as a result of chronic workplace stress that has not been successfully managed.',
      },
      {
        screen: 'In for 4, out for 6',
        say: 'Slowing your breathing to about six breaths a minute is a simple way many people use to feel calmer within a few minutes.',
      },
    ],
    questions: [
      {
        question: 'How do I know if it is burnout or just a bad week?',
        answer: 'A bad week gets better after a weekend. If the exhaustion and the dread last for weeks, take it seriously and talk to a doctor.',
      },
      {
        question: 'Do I have to quit my job to recover?',
        answer: 'Not always. Often the workload, the boundaries or the recovery time have to change first. Talk about it before you decide.',
      },
    ],
    comparisons: [
      {
        a: 'One long vacation',
        b: 'Rest every day',
        verdict: 'Daily rest wins. A vacation helps for a few weeks, but small recovery every day keeps stress from building up again.',
      },
    ],
    before: 'Right now, you wake up tired, dread your inbox, and feel guilty every time you rest.',
    after: 'After a few weeks with clear limits and daily rest, you end the workday with some energy left for your own life.',
  },
];
