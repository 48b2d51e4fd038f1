import type { NicheMaterial } from '../types.ts';

/** health_fitness, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'posture',
    label: 'Posture at the desk',
    keywords: [
      'posture',
      'slouch',
      'slouching',
      'hunch',
      'hunched',
      'rounded back',
      'rounded shoulders',
      'sitting all day',
      'desk',
      'work from home',
      'upper back',
      'neck pain',
      'tech neck',
      'stand up straight',
    ],
    hooks: [
      'Sitting is not what ruins your posture. Sitting still is.',
      'If your shoulders are up by your ears at 3 pm, watch this.',
      'I fixed my desk posture without a single expensive gadget.',
    ],
    tips: [
      { screen: 'Screen at eye level', say: 'Raise your screen so the top of it is at eye level. A stack of books works as well as any stand.' },
      {
        screen: 'Move every 30 minutes',
        say: 'Set a timer for every thirty minutes and stand up for one minute. Your back needs movement more than a perfect chair.',
      },
      { screen: 'Feet flat, hips back', say: 'Slide your hips all the way to the back of the chair and put both feet flat on the floor.' },
      {
        screen: 'Train your upper back',
        say: 'Do band pull-aparts twice a week. Strong upper-back muscles hold your shoulders back without you thinking about it.',
      },
      { screen: 'Open the chest', say: 'Stretch your chest in a doorway for thirty seconds each side. Tight chest muscles pull your shoulders forward.' },
      { screen: 'Laptop? Add a keyboard', say: 'If you work on a laptop, add a cheap external keyboard so the screen can go up and your hands stay low.' },
    ],
    steps: [
      { screen: '1. Chin tucks', say: 'First, ten chin tucks: pull your chin straight back, as if making a double chin, and hold for two seconds.' },
      { screen: '2. Doorway stretch', say: 'Second, the doorway stretch: forearms on the frame, step through gently, thirty seconds.' },
      { screen: '3. Wall angels', say: 'Third, ten wall angels: back against the wall, slide your arms up and down without losing contact.' },
      { screen: '4. Band pull-aparts', say: 'Last, fifteen band pull-aparts, squeezing your shoulder blades together at the end of each one.' },
    ],
    myths: [
      {
        screen: 'Sitting up straight all day?',
        myth: 'You have to sit perfectly straight all day to have good posture.',
        fact: 'No single position is healthy for eight hours. The best posture is your next posture, so keep changing it.',
      },
      {
        screen: 'Posture corrector?',
        myth: 'A posture corrector brace will fix your back.',
        fact: 'A brace holds you for as long as you wear it. Only stronger upper-back muscles hold you when you take it off.',
      },
    ],
    mistakes: [
      {
        screen: 'Laptop on your lap',
        mistake: 'You work with the laptop on your lap or low on the table.',
        fix: 'Raise the screen to eye level and use a separate keyboard.',
      },
      { screen: 'Stretching only', mistake: 'You only stretch and never strengthen.', fix: 'Add two short sessions of upper-back strength a week.' },
      {
        screen: 'Hours without moving',
        mistake: 'You sit for three hours without getting up.',
        fix: 'Stand up for one minute every thirty minutes, even just to refill your water.',
      },
    ],
    facts: [
      {
        screen: 'Head forward = heavier',
        say: 'Your head weighs about five kilos, and every few centimetres it drifts forward makes your neck work much harder to hold it.',
      },
      { screen: '2 times a week', say: 'Two short strength sessions a week are enough to start changing how your upper back holds you.' },
    ],
    questions: [
      {
        question: 'Is a standing desk worth it for posture?',
        answer: 'Only if you switch between sitting and standing. Standing still all day tires your back just like sitting still.',
      },
      {
        question: 'How long until my posture actually changes?',
        answer: 'Most people feel less stiffness in two weeks and see a change in the mirror after six to eight weeks of regular work.',
      },
    ],
    comparisons: [
      {
        a: 'Ergonomic chair',
        b: 'Moving every 30 minutes',
        verdict: 'Moving wins. An expensive chair helps, but no chair makes sitting still for hours good for you.',
      },
    ],
    before: 'Right now, your shoulders roll forward and your neck aches by the end of every workday.',
    after: 'In a few weeks, you finish the day without that stiff neck, and you stand taller without thinking about it.',
  },
  {
    id: 'running',
    label: 'Running for beginners',
    keywords: [
      'running',
      'run',
      'runner',
      'jogging',
      'jog',
      'couch to 5k',
      '5k run',
      '5k',
      '10k',
      'running shoes',
      'shin splints',
      'out of breath',
      'pace',
      'marathon',
      'treadmill',
    ],
    hooks: [
      'If running feels awful, you are probably running too fast.',
      'I could not run for three minutes. Here is how I got to thirty.',
      'The first 5k is not about your lungs. It is about your pace.',
    ],
    tips: [
      { screen: 'Slow enough to talk', say: 'Run slowly enough that you could say a full sentence. Most of your runs should feel easy.' },
      { screen: 'Run-walk is allowed', say: 'Start with one minute of running and two minutes of walking, repeated for twenty minutes.' },
      { screen: 'Three days a week', say: 'Run three times a week with a rest day between runs. Your legs adapt on the days off.' },
      { screen: 'Add time slowly', say: 'Add only a little time each week. Shins and knees need longer to adapt than your lungs do.' },
      { screen: 'Shorter, quicker steps', say: 'Take shorter, quicker steps and land with your foot under your body, not far in front of it.' },
    ],
    steps: [
      { screen: '1. Walk to warm up', say: 'First, walk briskly for five minutes to warm up.' },
      { screen: '2. Run one minute', say: 'Then run gently for one minute, at a pace where you could still talk.' },
      { screen: '3. Walk two minutes', say: 'Then walk for two minutes and repeat the run-walk pair six or seven times.' },
      { screen: '4. Cool down', say: 'Finally, walk for five minutes to cool down, and write down how the run felt.' },
    ],
    myths: [
      {
        screen: 'Faster is better?',
        myth: 'Every run should leave you gasping, or it does not count.',
        fact: 'Easy runs build the base that makes you faster. Keep most runs at a talking pace.',
      },
      {
        screen: 'Bad for your knees?',
        myth: 'Running ruins your knees.',
        fact: 'For most healthy people, running with a sensible build-up does not damage knees. Sudden jumps in distance are what cause trouble.',
      },
    ],
    mistakes: [
      {
        screen: 'Too fast, too soon',
        mistake: 'You start every run at full speed and stop after five minutes.',
        fix: 'Slow down until you can talk, and use run-walk intervals.',
      },
      {
        screen: 'Big jumps in distance',
        mistake: 'You double your distance because you felt good last week.',
        fix: 'Add a little each week and take an easier week every third or fourth week.',
      },
      {
        screen: 'Old worn-out shoes',
        mistake: 'You run in old gym shoes with flattened soles.',
        fix: 'Get a pair of running shoes that feel comfortable when you try them, and replace them when the cushioning is gone.',
      },
    ],
    facts: [
      { screen: '5k = 5 kilometres', say: 'A 5k is five kilometres, and many beginner plans get you there in about eight to nine weeks.' },
      { screen: '3 runs a week', say: 'Three runs a week with rest days between them is enough to see steady progress.' },
    ],
    questions: [
      {
        question: 'Why do my shins hurt when I run?',
        answer: 'Usually because you added too much too fast. Cut back for a week, then build up more gently, and see a doctor if the pain stays.',
      },
      {
        question: 'Should I run every day as a beginner?',
        answer: 'No. Three days a week with rest between them lets your legs recover and keeps you running longer.',
      },
    ],
    comparisons: [
      {
        a: 'Treadmill',
        b: 'Running outside',
        verdict: 'Both count. Outside teaches you to pace yourself on real ground, and the treadmill is great when the weather or the dark stops you.',
      },
    ],
    before: 'Right now, you run until you cannot breathe and give up after a few minutes.',
    after: 'In a couple of months, you run thirty minutes at an easy pace and finish wanting more.',
  },
  {
    id: 'strength-training',
    label: 'Strength training for beginners',
    keywords: [
      'gym',
      'strength training',
      'weights',
      'lifting',
      'weightlifting',
      'leg day',
      'glutes',
      'glute workout',
      'squat',
      'deadlift',
      'hip thrust',
      'progressive overload',
      'reps',
      'sets',
      'gym anxiety',
      'muscle',
    ],
    hooks: [
      'Lifting will not make you bulky. Skipping it will make everything harder.',
      'Your first month in the gym only needs five exercises.',
      'If your glutes are not growing, look at your weights, not your exercises.',
    ],
    tips: [
      { screen: 'Add weight or reps', say: 'Each week, try to add one rep or a little weight. That slow progress is what builds muscle.' },
      { screen: 'Three full-body days', say: 'Start with three full-body sessions a week. You do not need a separate day for every body part.' },
      { screen: 'Hip thrusts for glutes', say: 'For glutes, do hip thrusts and Romanian deadlifts and get stronger at them over the months.' },
      { screen: 'Leave 1–2 reps', say: 'Finish each set with one or two reps still in the tank. Close to hard, but with clean form.' },
      { screen: 'Write it down', say: 'Write down every weight and rep in your phone. Next session, you know exactly what to beat.' },
    ],
    steps: [
      { screen: '1. Warm up', say: 'First, warm up with five minutes on the bike and two light sets of your first exercise.' },
      { screen: '2. Squat or leg press', say: 'Then do three sets of eight to twelve squats or leg presses.' },
      { screen: '3. Push and pull', say: 'Then three sets of a push, like dumbbell press, and three sets of a pull, like rows.' },
      { screen: '4. Hip thrusts', say: 'Finally, three sets of hip thrusts, and write down every weight you used.' },
    ],
    myths: [
      {
        screen: 'Lifting makes you bulky?',
        myth: 'Lifting weights will make you bulky.',
        fact: 'Building big muscles takes years of hard training and eating a lot. Lifting makes you stronger and more defined first.',
      },
      {
        screen: 'Soreness = progress?',
        myth: 'If you are not sore the next day, the workout did not work.',
        fact: 'Soreness mostly shows the movement was new. Progress shows in your log, when the weights go up.',
      },
    ],
    mistakes: [
      {
        screen: 'Random workouts',
        mistake: 'You do a different random workout every time you go.',
        fix: 'Repeat the same plan for six to eight weeks so you can actually get stronger at it.',
      },
      {
        screen: 'Weights too light',
        mistake: 'You do twenty easy reps with weights that never change.',
        fix: 'Pick a weight that is hard by rep ten to twelve, and add to it when it gets easy.',
      },
      {
        screen: 'Ego lifting',
        mistake: 'You load heavy weight and lose your form.',
        fix: 'Use a weight you control through the full range, then add to it slowly.',
      },
    ],
    facts: [
      { screen: '2 sessions a week', say: 'Health guidelines recommend muscle-strengthening work on at least two days a week for adults.' },
      { screen: '8 to 12 reps', say: 'Sets of about eight to twelve reps are a good starting range for building muscle.' },
    ],
    questions: [
      {
        question: 'Machines or free weights for a beginner?',
        answer: 'Both work. Machines are easier to learn, free weights train balance. Start with what makes you feel safe enough to show up.',
      },
      {
        question: 'How long until I see results?',
        answer: 'You will feel stronger in two to four weeks. Visible changes usually take two to three months of steady training.',
      },
    ],
    comparisons: [
      {
        a: 'Full-body workouts',
        b: 'Body-part split',
        verdict: 'For beginners, full-body three times a week wins: you practise every lift more often and miss less if you skip a day.',
      },
    ],
    before: 'Right now, you walk into the gym with no plan and wander between machines.',
    after: 'In three months, you walk in with a plan, lift more than you did on day one, and feel at home there.',
  },
  {
    id: 'mobility',
    label: 'Mobility and stretching',
    keywords: [
      'stretching',
      'stretch',
      'stretches',
      'mobility',
      'flexibility',
      'flexible',
      'splits',
      'tight hips',
      'hip flexors',
      'hamstrings',
      'touch my toes',
      'lower back pain',
      'stiff',
      'warm up',
      'cool down',
    ],
    hooks: [
      'You are not stiff because you are old. You are stiff because you do not move through the full range.',
      'Ten minutes a day did more for my tight hips than any class.',
      'Stop bouncing when you stretch. Ease in, hold still and breathe.',
    ],
    tips: [
      { screen: 'Hold 30 seconds', say: 'Hold each stretch for about thirty seconds and breathe slowly. No bouncing.' },
      { screen: 'Little and often', say: 'Ten minutes every day beats one long session on Sunday. Your body adapts to what you do often.' },
      { screen: 'Move before, hold after', say: 'Before a workout, use moving stretches like leg swings. Save long holds for after.' },
      { screen: 'Mild tension, no pain', say: 'Stretch to a mild pull, never to sharp pain. Pain makes your muscles tighten up.' },
      { screen: 'Strength in new range', say: 'Use your new range with light strength work, like deep goblet squats, so the flexibility stays.' },
    ],
    steps: [
      { screen: '1. Cat-cow', say: 'First, ten slow cat-cows on all fours to wake up your spine.' },
      { screen: '2. Hip flexor stretch', say: 'Then a half-kneeling hip flexor stretch, thirty seconds each side, squeezing the glute of the back leg.' },
      { screen: '3. Hamstring stretch', say: 'Then lie on your back and stretch one leg up with a towel, thirty seconds each side.' },
      { screen: '4. Deep squat hold', say: 'Finally, hold a deep squat for thirty seconds, holding onto something if you need to.' },
    ],
    myths: [
      {
        screen: 'Stretch before lifting?',
        myth: 'You must do long static stretches before every workout.',
        fact: 'Long holds right before lifting or sprinting can make you slightly weaker. A moving warm-up prepares you better.',
      },
      {
        screen: 'Some people cannot?',
        myth: 'Some people are just not flexible and never will be.',
        fact: 'Almost everyone gets more range with regular practice. It takes weeks, not days.',
      },
    ],
    mistakes: [
      {
        screen: 'Bouncing in stretches',
        mistake: 'You bounce in and out of your stretches.',
        fix: 'Ease into the stretch and hold it still while you breathe.',
      },
      {
        screen: 'Only when it hurts',
        mistake: 'You stretch only when something already hurts.',
        fix: 'Put ten minutes of mobility into every day, even on good days.',
      },
      {
        screen: 'Forcing the splits',
        mistake: 'You force the splits and push through sharp pain.',
        fix: 'Back off to a mild pull and come back to it tomorrow.',
      },
    ],
    facts: [
      { screen: '30 seconds a stretch', say: 'Holding a stretch for around thirty seconds is enough for most people to gain range over time.' },
      { screen: 'Weeks, not days', say: 'Most people notice clearly better flexibility after four to six weeks of stretching most days.' },
    ],
    questions: [
      {
        question: 'Can I get my splits in a month?',
        answer: 'Some people can, most cannot, and forcing it is how you get hurt. Expect months of regular practice.',
      },
      {
        question: 'Will stretching fix my lower back pain?',
        answer: 'Gentle movement often helps everyday stiffness. If the pain is sharp, spreads down your leg or lasts for weeks, see a doctor first.',
      },
    ],
    comparisons: [
      {
        a: 'Static stretching',
        b: 'Mobility drills',
        verdict: 'Use both: mobility drills before training to prepare, static holds after training or in the evening to gain range.',
      },
    ],
    before: 'Right now, you cannot touch your toes and your hips feel locked after a day of sitting.',
    after: 'After a month of ten-minute sessions, you squat deeper, bend easier, and get up without that stiff feeling.',
  },
  {
    id: 'fat-loss',
    label: 'Fat loss and nutrition',
    keywords: [
      'weight loss',
      'lose weight',
      'fat loss',
      'lose fat',
      'belly fat',
      'calorie deficit',
      'calories',
      'protein',
      'diet',
      'what i eat in a day',
      'meal prep',
      'cravings',
      'plateau',
      'steps',
      'cheat meal',
      'macros',
    ],
    hooks: [
      'You cannot burn belly fat with crunches. Here is what actually works.',
      'I lost weight without cutting out a single food I love.',
      'If the scale has not moved in weeks, check your drinks, your sleep and your steps.',
    ],
    tips: [
      { screen: 'Protein at every meal', say: 'Put a palm-sized portion of protein on every plate. It keeps you full for longer.' },
      { screen: 'Half the plate veg', say: 'Fill half your plate with vegetables. You eat more food for fewer calories.' },
      { screen: 'Walk more', say: 'Walk more every day. Daily steps often burn more than one extra workout a week.' },
      { screen: 'Watch your drinks', say: 'Check what you drink. Juice, sweet coffee and alcohol add calories without filling you up.' },
      { screen: 'Sleep counts', say: 'Aim for seven hours of sleep. When you sleep badly, cravings are much harder to ignore.' },
    ],
    steps: [
      { screen: '1. Track one week', say: 'First, write down everything you eat for one normal week, without changing anything.' },
      { screen: '2. Find easy cuts', say: 'Then find two easy swaps, like sweet drinks or late-night snacks, and change only those.' },
      { screen: '3. Add protein and veg', say: 'Then build each meal around protein and vegetables, and keep the foods you love in smaller portions.' },
      { screen: '4. Check every 2 weeks', say: 'Finally, weigh yourself a few mornings a week and judge the trend every two weeks, not each day.' },
    ],
    myths: [
      {
        screen: 'Spot reduction?',
        myth: 'Crunches burn belly fat.',
        fact: 'You cannot choose where you lose fat. Belly fat goes down as your total body fat goes down.',
      },
      {
        screen: 'No eating after 6 pm?',
        myth: 'Eating after 6 pm makes you gain weight.',
        fact: 'What counts is how much you eat over the day, not the clock. Late snacking only matters if it adds extra calories.',
      },
    ],
    mistakes: [
      {
        screen: 'Crash dieting',
        mistake: 'You cut to a tiny amount of food and quit after a week.',
        fix: 'Take a small deficit you can keep for months, not days.',
      },
      {
        screen: 'Trusting the daily scale',
        mistake: 'You panic when the scale goes up one morning.',
        fix: 'Water moves your weight every day, so look at the average over two weeks.',
      },
      {
        screen: 'All or nothing',
        mistake: 'One pizza turns into a lost week.',
        fix: 'Enjoy the pizza and have your normal next meal. One meal never ruins your progress.',
      },
    ],
    facts: [
      { screen: 'Half a kilo a week', say: 'Losing about half a kilo to one kilo a week is a pace most people can keep without feeling starved.' },
      { screen: 'Daily weight moves', say: 'Your weight can change by a kilo or more from one day to the next, just from water and food in your stomach.' },
    ],
    questions: [
      {
        question: 'How much protein should I eat to lose fat?',
        answer: 'Many active people aim for roughly 1.6 grams per kilo of body weight. If that feels like a lot, start with protein at every meal.',
      },
      {
        question: 'Do I need to cut carbs?',
        answer: 'No. Fat loss comes from eating less overall. Cut carbs only if it helps you eat less without feeling miserable.',
      },
    ],
    comparisons: [
      { a: 'Strict diet', b: 'Small daily habits', verdict: 'Small habits win for most people: a strict diet works until you stop it, habits keep working.' },
    ],
    before: 'Right now, you start a new diet every Monday and give up by Thursday.',
    after: 'In three months, you eat food you enjoy, your clothes fit looser, and you do not need a fresh start every Monday.',
  },
  {
    id: 'home-workouts',
    label: 'Home workouts',
    keywords: [
      'home workout',
      'workout at home',
      'no equipment',
      'bodyweight',
      'no gym',
      'abs',
      'abs workout',
      'core',
      'push ups',
      'pushups',
      'pull up',
      'plank',
      'burpees',
      'dumbbells at home',
      'resistance band',
      '10 minute workout',
    ],
    hooks: [
      'You do not need a gym. You need a plan and a free corner of the floor.',
      'Twenty minutes in your living room is enough to get stronger.',
      'If you cannot do one push-up yet, start with your hands on the kitchen counter.',
    ],
    tips: [
      { screen: 'Same time every day', say: 'Link your workout to something you already do, like right after your morning coffee.' },
      { screen: 'Make it harder slowly', say: 'When ten reps get easy, slow the movement down or add a pause at the bottom.' },
      { screen: 'Push-ups on a table', say: 'If floor push-ups are too hard, do them with your hands on a table or a kitchen counter.' },
      { screen: 'One band, many moves', say: 'A resistance band costs little and gives you rows, presses and glute work in a tiny space.' },
      { screen: 'Lay out your mat', say: 'Leave your mat out where you see it. Less friction means you train more often.' },
    ],
    steps: [
      { screen: '1. Squats', say: 'First, fifteen bodyweight squats, sitting back as if onto a chair.' },
      { screen: '2. Push-ups', say: 'Then ten push-ups, on your knees or against a table if you need to.' },
      { screen: '3. Glute bridges', say: 'Then fifteen glute bridges, squeezing at the top for one second.' },
      { screen: '4. Plank', say: 'Finally, a thirty-second plank, then repeat the whole circuit three times.' },
    ],
    myths: [
      {
        screen: 'Home is not real training?',
        myth: 'Home workouts are too easy to build strength.',
        fact: 'Your muscles respond to hard effort, not to the building. Harder variations and a band keep home training challenging for a long time.',
      },
      {
        screen: 'Abs every day?',
        myth: 'Doing abs every day will give you a six-pack.',
        fact: 'Ab training makes your core stronger. Whether you see the muscles depends mostly on your body fat.',
      },
    ],
    mistakes: [
      {
        screen: 'New video every day',
        mistake: 'You pick a new random video every day.',
        fix: 'Repeat one routine for a few weeks and make it a little harder each week.',
      },
      {
        screen: 'Rushing the reps',
        mistake: 'You rush through the reps to finish faster.',
        fix: 'Slow down, use the full range, and count two seconds on the way down.',
      },
      { screen: 'Skipping legs', mistake: 'You only do abs and arms at home.', fix: 'Add squats, lunges and bridges. Legs are your biggest muscles.' },
    ],
    facts: [
      { screen: '150 minutes a week', say: 'Health guidelines suggest at least 150 minutes of moderate activity a week, and home training counts toward it.' },
      { screen: '20 minutes is enough', say: 'Three twenty-minute sessions a week is one hour, and that is enough for a beginner to get stronger.' },
    ],
    questions: [
      {
        question: 'Can I build muscle without weights?',
        answer: 'Yes, especially as a beginner. Make the moves harder over time with slower reps, one-leg versions and a band.',
      },
      { question: 'What should I buy first for home?', answer: 'A mat and a resistance band. Add a pair of adjustable dumbbells later if you keep training.' },
    ],
    comparisons: [
      {
        a: 'Home workouts',
        b: 'Gym membership',
        verdict: 'The gym gives you heavier weights, home gives you no excuses. Choose the one you will actually do three times a week.',
      },
    ],
    before: 'Right now, you tell yourself you will train when you have time to get to the gym.',
    after: 'A month from now, you have trained three times a week in your living room and you can feel it on the stairs.',
  },
];
