import type { NicheMaterial } from '../types.ts';

/** health_fitness, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'posture',
    label: 'Posture at the desk',
    keywords: ['posture', 'slouch', 'slouching', 'hunch', 'hunched', 'rounded back', 'rounded shoulders', 'sitting all day', 'desk', 'work from home', 'upper back', 'neck pain', 'tech neck', 'stand up straight'],
    hooks: [
      'Sitting is not what ruins your posture. Sitting still is.',
      'If your shoulders are up by your ears at 3 pm, watch this.',
      'I fixed my desk posture without a single expensive gadget.',
    ],
    tips: [
      { screen: 'Screen at eye level', say: 'Raise your screen so the top of it is at eye level. A stack of books works as well as any stand.' },
      { screen: 'Move every 30 minutes', say: 'Set a timer for every thirty minutes and stand up for one minute. Your back needs movement more than a perfect chair.' },
      { screen: 'Feet flat, hips back', say: 'Slide your hips all the way to the back of the chair and put both feet flat on the floor.' },
      { screen: 'Train your upper back', say: 'Do band pull-aparts twice a week. Strong upper-back muscles hold your shoulders back without you thinking about it.' },
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
      { screen: 'Sitting up straight all day?', myth: 'You have to sit perfectly straight all day to have good posture.', fact: 'No single position is healthy for eight hours. The best posture is your next posture, so keep changing it.' },
      { screen: 'Posture corrector?', myth: 'A posture corrector brace will fix your back.', fact: 'A brace holds you for as long as you wear it. Only stronger upper-back muscles hold you when you take it off.' },
    ],
    mistakes: [
      { screen: 'Laptop on your lap', mistake: 'You work with the laptop on your lap or low on the table.', fix: 'Raise the screen to eye level and use a separate keyboard.' },
      { screen: 'Stretching only', mistake: 'You only stretch and never strengthen.', fix: 'Add two short sessions of upper-back strength a week.' },
      { screen: 'Hours without moving', mistake: 'You sit for three hours without getting up.', fix: 'Stand up for one minute every thirty minutes, even just to refill your water.' },
    ],
    facts: [
      { screen: 'Head forward = heavier', say: 'Your head weighs about five kilos, and every few centimetres it drifts forward makes your neck work much harder to hold it.' },
      { screen: '2 times a week', say: 'Two short strength sessions a week are enough to start changing how your upper back holds you.' },
    ],
    questions: [
      { question: 'Is a standing desk worth it for posture?', answer: 'Only if you switch between sitting and standing. Standing still all day tires your back just like sitting still.' },
      { question: 'How long until my posture actually changes?', answer: 'Most people feel less stiffness in two weeks and see a change in the mirror after six to eight weeks of regular work.' },
    ],
    comparisons: [
      { a: 'Ergonomic chair', b: 'Moving every 30 minutes', verdict: 'Moving wins. An expensive chair helps, but no chair makes sitting still for hours good for you.' },
    ],
    before: 'Right now, your shoulders roll forward and your neck aches by the end of every workday.',
    after: 'In a few weeks, you finish the day without that stiff neck, and you stand taller without thinking about it.',
  },
];
