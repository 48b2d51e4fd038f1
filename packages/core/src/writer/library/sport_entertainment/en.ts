import type { NicheMaterial } from '../types.ts';

/** sport_entertainment, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'football',
    label: 'Football skills',
    keywords: [
      'football',
      'soccer',
      'footy',
      'ball control',
      'first touch',
      'dribbling',
      'skills',
      'juggling',
      'keepy uppies',
      'shooting',
      'free kick',
      'weak foot',
      'sunday league',
      'five a side',
      'goalkeeper',
      'pitch',
    ],
    hooks: [
      'Your first touch decides the next three seconds. Here is how to fix it.',
      'Ten minutes against a wall did more for my game than a season of matches.',
      'Stop hitting shots with your toe. The power is in your laces.',
    ],
    tips: [
      { screen: 'Wall passes daily', say: 'Pass against a wall for ten minutes a day, alternating feet. It is the cheapest first-touch coach there is.' },
      {
        screen: 'Scan before the ball',
        say: 'Look over your shoulder before the ball reaches you. Knowing where the space is matters more than a fancy trick.',
      },
      { screen: 'Laces for power', say: 'For power, lock your ankle, point your toe down and strike through the middle of the ball with your laces.' },
      { screen: 'Train the weak foot', say: 'Do every drill with your weaker foot too. Defenders stop you much more easily when you only have one side.' },
      {
        screen: 'Small touches when dribbling',
        say: 'Keep the ball close with small touches when a defender is near, and push it further only into open space.',
      },
    ],
    steps: [
      { screen: '1. Juggling warm-up', say: 'First, five minutes of juggling, counting your best streak so you can beat it next time.' },
      { screen: '2. Wall passes', say: 'Then fifty passes against a wall with each foot, controlling every return before you pass again.' },
      { screen: '3. Cone dribbling', say: 'Then dribble through six cones or bottles with the inside and outside of both feet.' },
      { screen: '4. Finishing', say: 'Finally, twenty shots at a target, ten with each foot, aiming low into the corners.' },
    ],
    myths: [
      {
        screen: 'Tricks win games?',
        myth: 'You need a bag of skill moves to beat defenders.',
        fact: 'Most players who beat defenders use one or two simple moves and good timing. Master one move before you learn five.',
      },
      {
        screen: 'Too old to improve?',
        myth: 'If you did not learn as a kid, your touch will never get good.',
        fact: 'Touch is practice. Adults who work with the ball a few times a week improve clearly within a couple of months.',
      },
    ],
    mistakes: [
      {
        screen: 'Watching the ball',
        mistake: 'You stare at the ball the whole time you dribble.',
        fix: 'Glance up between touches so you see defenders and teammates.',
      },
      {
        screen: 'Stiff first touch',
        mistake: 'You meet the ball with a stiff foot and it bounces away.',
        fix: 'Relax your foot and pull it back slightly as the ball arrives, like catching an egg.',
      },
      {
        screen: 'Leaning back on shots',
        mistake: 'You lean back when you shoot and the ball flies over the bar.',
        fix: 'Keep your chest over the ball and land on your shooting foot.',
      },
    ],
    facts: [
      {
        screen: '90 minutes, two halves',
        say: 'A full match is ninety minutes, two halves of forty-five, and professional outfield players often cover around ten kilometres.',
      },
      { screen: 'Size 5 ball', say: 'Adults play with a size five ball, so practise with the same size you play matches with.' },
    ],
    questions: [
      {
        question: 'How do I stop losing the ball under pressure?',
        answer: 'Check your shoulder before the ball arrives and take your first touch away from the defender, into space.',
      },
      {
        question: 'How can I shoot harder?',
        answer:
          'Plant your standing foot next to the ball, lock your ankle and hit through the middle with your laces. Technique adds more power than strength.',
      },
    ],
    comparisons: [
      {
        a: 'Practising alone',
        b: 'Playing matches',
        verdict: 'You need both: alone you get hundreds of touches in an hour, in matches you learn when to use them.',
      },
    ],
    before: 'Right now, the ball bounces off your foot and you panic when a defender comes close.',
    after: 'After a month of wall passes, you take the ball in your stride and look up before the defender arrives.',
  },
  {
    id: 'swimming',
    label: 'Swimming as an adult',
    keywords: [
      'swimming',
      'swim',
      'swimmer',
      'pool',
      'laps',
      'freestyle',
      'front crawl',
      'breaststroke',
      'breathing underwater',
      'swimming lessons',
      'open water',
      'goggles',
      'flip turn',
      'afraid of water',
      'triathlon',
    ],
    hooks: [
      'If you are out of breath after one length, your problem is breathing out, not fitness.',
      'You are not a bad swimmer. Your legs are just sinking.',
      'Breathing out underwater took me from one length of freestyle to ten.',
    ],
    tips: [
      {
        screen: 'Breathe out underwater',
        say: 'Breathe out slowly through your nose and mouth while your face is in the water. Then you only have to breathe in when you turn.',
      },
      { screen: 'Head down, hips up', say: 'Look at the bottom of the pool, not forward. When your head goes down, your hips and legs come up.' },
      { screen: 'Kick from the hips', say: 'Kick from your hips with nearly straight legs. Big knee bends slow you down and tire you out.' },
      {
        screen: 'Rest between lengths',
        say: 'Swim one length, rest thirty seconds, repeat. Short sets with rest build more than struggling through long ones.',
      },
      { screen: 'Good goggles', say: 'Buy goggles that seal without pulling the strap tight. Leaking goggles ruin more sessions than tiredness does.' },
    ],
    steps: [
      { screen: '1. Bubbles', say: 'First, stand in the shallow end and blow bubbles underwater for five seconds, ten times.' },
      { screen: '2. Kick with a board', say: 'Then kick four lengths holding a kickboard, face in the water, breathing out.' },
      { screen: '3. Side breathing', say: 'Then swim freestyle and breathe every three strokes, turning your head just enough to get your mouth out.' },
      { screen: '4. Easy lengths', say: 'Finally, swim six easy lengths with thirty seconds of rest after each one.' },
    ],
    myths: [
      {
        screen: 'Too late to learn?',
        myth: 'If you did not learn as a child, it is too late to swim well.',
        fact: 'Adults learn to swim all the time. With a few lessons and regular practice, many can swim a relaxed length within weeks.',
      },
      {
        screen: 'Kick harder to go faster?',
        myth: 'The harder you kick, the faster you swim.',
        fact: 'In freestyle most of your speed comes from your arms. A steady, small kick mainly keeps your legs up.',
      },
    ],
    mistakes: [
      {
        screen: 'Holding your breath',
        mistake: 'You hold your breath underwater and try to breathe out and in during one turn of your head.',
        fix: 'Breathe out the whole time your face is in, so the turn is only for breathing in.',
      },
      {
        screen: 'Lifting your head',
        mistake: 'You lift your head forward to breathe.',
        fix: 'Roll your head to the side with your body, keeping one ear in the water.',
      },
      {
        screen: 'Going too fast',
        mistake: 'You sprint the first length and cling to the wall after.',
        fix: 'Swim the first lengths slower than feels necessary and build from there.',
      },
    ],
    facts: [
      {
        screen: 'Olympic pool: 50 metres',
        say: 'An Olympic pool is fifty metres long, while many public pools are twenty-five, so check before you count your distance.',
      },
      { screen: 'Breathe every 3 strokes', say: 'Breathing every three strokes makes you breathe on both sides, which keeps your stroke more even.' },
    ],
    questions: [
      {
        question: 'Why do my legs sink when I swim?',
        answer: 'Usually your head is too high. Look down at the bottom and press your chest gently into the water, and your legs will rise.',
      },
      {
        question: 'How often should I swim to get better?',
        answer: 'Two or three sessions a week is enough to see progress. Short, regular sessions beat one long one.',
      },
    ],
    comparisons: [
      {
        a: 'Freestyle',
        b: 'Breaststroke',
        verdict:
          'Breaststroke feels easier at first because your head stays up. Once you can breathe properly, freestyle takes you further for the same effort.',
      },
    ],
    before: 'Right now, you reach the end of one length gasping and hanging on the wall.',
    after: 'In a few weeks, you swim several lengths in a row, breathing calmly to the side.',
  },
  {
    id: 'cycling',
    label: 'Cycling for beginners',
    keywords: [
      'cycling',
      'bike',
      'bicycle',
      'road bike',
      'gravel',
      'mountain bike',
      'mtb',
      'bike commute',
      'ride',
      'cycling to work',
      'cyclist',
      'saddle',
      'saddle height',
      'century ride',
      'cadence',
      'flat tyre',
    ],
    hooks: [
      'If your knees hurt after a ride, check your saddle height before anything else.',
      'You do not need an expensive bike for your first 100 km. You need one that fits and food in your pocket.',
      'Riding further is not about harder pedalling. It is about lighter gears.',
    ],
    tips: [
      { screen: 'Set saddle height', say: 'Set your saddle so your knee is still slightly bent when the pedal is at the bottom. Too low hurts your knees.' },
      { screen: 'Spin easier gears', say: 'Use a lighter gear and spin your legs faster. Grinding a heavy gear tires your legs much sooner.' },
      { screen: 'Eat before you are hungry', say: 'On rides longer than ninety minutes, eat a little every half hour, before you feel hungry.' },
      { screen: 'Check tyre pressure', say: 'Pump your tyres before every ride. Soft tyres feel slow and puncture more easily.' },
      { screen: 'Carry a spare tube', say: 'Always carry a spare tube, tyre levers and a small pump, and practise changing a tube at home once.' },
    ],
    steps: [
      { screen: '1. Bike check', say: 'First, check your tyres, brakes and chain before you leave.' },
      { screen: '2. Easy start', say: 'Then ride the first fifteen minutes in easy gears to warm up your legs.' },
      { screen: '3. Steady middle', say: 'Then hold a pace where you can still talk in short sentences, and drink every fifteen minutes.' },
      { screen: '4. Easy finish', say: 'Finally, ride the last ten minutes easy, and note your distance so next week you add a little.' },
    ],
    myths: [
      {
        screen: 'Need an expensive bike?',
        myth: 'You need an expensive road bike to ride long distances.',
        fact: 'A bike that fits you and is well maintained will take you a long way. Fit and fitness matter far more than price.',
      },
      {
        screen: 'Harder gear is better?',
        myth: 'Pushing the hardest gear makes you stronger and faster.',
        fact: 'Spinning a lighter gear saves your legs and knees. Most riders go further with a quicker, lighter pedal stroke.',
      },
    ],
    mistakes: [
      {
        screen: 'Saddle too low',
        mistake: 'You ride with the saddle so low that your knees come up high.',
        fix: 'Raise the saddle until your knee is only slightly bent at the bottom of the pedal stroke.',
      },
      { screen: 'No food on long rides', mistake: 'You ride three hours on just water.', fix: 'Take a banana or a bar and eat a little every half hour.' },
      {
        screen: 'Big jumps in distance',
        mistake: 'You go from twenty kilometres straight to a hundred.',
        fix: 'Add about ten to twenty kilometres to your longest ride each week.',
      },
    ],
    facts: [
      { screen: '80 to 90 turns a minute', say: 'Many coaches suggest a cadence of around eighty to ninety pedal turns per minute for steady riding.' },
      {
        screen: 'A helmet matters',
        say: 'Studies find a helmet cuts the risk of a serious head injury in a crash by more than half, so wear one on every ride.',
      },
    ],
    questions: [
      {
        question: 'Why does my back hurt on the bike?',
        answer: 'Often the bike does not fit you: the handlebars are too far or too low. A simple bike fit or a shorter stem can fix it.',
      },
      {
        question: 'How do I get ready for my first 100 km?',
        answer: 'Build your longest ride step by step over several weeks, practise eating on the bike, and ride the big day at an easy pace.',
      },
    ],
    comparisons: [
      {
        a: 'Road bike',
        b: 'Gravel bike',
        verdict: 'A road bike is faster on smooth tarmac. A gravel bike is the better choice if your roads are rough or you want dirt tracks too.',
      },
    ],
    before: 'Right now, your knees ache after twenty kilometres and every hill feels like a wall.',
    after: 'In a couple of months, you spin up hills in a light gear and finish long rides with energy left.',
  },
  {
    id: 'combat-sports',
    label: 'Boxing and martial arts',
    keywords: [
      'boxing',
      'boxer',
      'kickboxing',
      'muay thai',
      'mma',
      'bjj',
      'jiu jitsu',
      'martial arts',
      'karate',
      'judo',
      'sparring',
      'punch',
      'punches',
      'heavy bag',
      'hand wraps',
      'boxing class',
    ],
    hooks: [
      'Your punch has no power because it starts in your arm. It should start in your feet.',
      'Your first boxing class will not be what you fear. Here is what really happens.',
      'If you drop your hands after every punch, watch this before your next spar.',
    ],
    tips: [
      { screen: 'Power from the legs', say: 'Turn your back foot and hips into the punch. The power comes from the ground, not from your shoulder.' },
      { screen: 'Hands back to your face', say: 'After every punch, bring your hand straight back to your chin. Most hits you take come in that gap.' },
      { screen: 'Wrap your hands', say: 'Wrap your hands before every bag session. Your wrists and knuckles are small bones.' },
      { screen: 'Breathe out on each punch', say: 'Breathe out sharply on every punch. Holding your breath empties your tank within a round.' },
      { screen: 'Shadowbox in the mirror', say: 'Shadowbox three rounds in front of a mirror. You see your dropped hands before your partner finds them.' },
    ],
    steps: [
      { screen: '1. Stance', say: 'First, stand side-on with your feet a bit wider than your shoulders, knees soft, hands at your chin.' },
      { screen: '2. Jab', say: 'Then throw the jab: lead hand straight out, turn the fist at the end, and bring it straight back.' },
      { screen: '3. Cross', say: 'Then the cross: turn your back foot and hips and punch straight with your rear hand.' },
      { screen: '4. Combine and move', say: 'Finally, throw jab-cross and take one step out to the side, for three rounds of two minutes.' },
    ],
    myths: [
      {
        screen: 'First class = a fight?',
        myth: 'At your first class you will be thrown into sparring.',
        fact: 'In a good gym, beginners spend weeks on stance, footwork and pads before any sparring, and sparring is controlled.',
      },
      {
        screen: 'Need to be fit first?',
        myth: 'You need to get fit before you can start boxing.',
        fact: 'The training is how you get fit. Every gym has people on their first week, so you can start at your level.',
      },
    ],
    mistakes: [
      {
        screen: 'Arm-only punches',
        mistake: 'You punch with just your arm and feel it in your shoulder.',
        fix: 'Pivot your back foot and turn your hips with every cross.',
      },
      {
        screen: 'Dropping your guard',
        mistake: 'You drop your hands as soon as you get tired.',
        fix: 'Count your hands back to your chin after every combination, even on the bag.',
      },
      {
        screen: 'Standing square',
        mistake: 'You stand square to your opponent with your feet in a line.',
        fix: 'Turn side-on with your feet apart, so you can move and keep your balance.',
      },
    ],
    facts: [
      { screen: '3-minute rounds', say: 'A standard boxing round is three minutes with one minute of rest, so train your bag work in the same rhythm.' },
      {
        screen: 'Wraps are 4.5 metres',
        say: 'Standard boxing hand wraps are about four and a half metres long, enough to cover your wrist and knuckles properly.',
      },
    ],
    questions: [
      {
        question: 'Boxing or jiu-jitsu for self-defence?',
        answer:
          'Boxing teaches you to keep distance and strike, jiu-jitsu teaches you what to do on the ground. Pick the one whose gym you will attend twice a week.',
      },
      {
        question: 'What gloves should I buy first?',
        answer: 'Ask your coach first. Many gyms want fourteen or sixteen ounce gloves for sparring, and heavier gloves protect your partner.',
      },
    ],
    comparisons: [
      {
        a: 'Boxing',
        b: 'Muay thai',
        verdict:
          'Boxing sharpens your hands and head movement, muay thai adds kicks, knees and elbows. For a first sport, choose the gym with the best beginner classes.',
      },
    ],
    before: 'Right now, you hit the bag with your arms only and you are out of breath after one round.',
    after: 'After a couple of months, your punches come from your feet, your hands come back to your chin, and you last every round.',
  },
  {
    id: 'gaming',
    label: 'Gaming and esports',
    keywords: [
      'gaming',
      'gamer',
      'video games',
      'esports',
      'ranked',
      'rank up',
      'aim',
      'aim training',
      'fps',
      'fortnite',
      'valorant',
      'cs2',
      'league of legends',
      'streaming',
      'gaming setup',
      'controller',
    ],
    hooks: [
      'You are not stuck in your rank because of bad teammates. You are stuck because you never watch your own losses.',
      'Ten minutes of aim warm-up before ranked did more for my aim than a new mouse.',
      'Playing for eight hours straight is making you worse. Here is why.',
    ],
    tips: [
      {
        screen: 'Warm up before ranked',
        say: 'Warm up for ten minutes in practice mode before your first ranked game. Your first match should not be your warm-up.',
      },
      { screen: 'Watch your own replays', say: 'Watch one replay of your own loss each day and find the one moment where the round turned.' },
      {
        screen: 'Lower your sensitivity',
        say: 'If your aim shakes, lower your sensitivity a little and use your arm for big turns and your wrist for small ones.',
      },
      { screen: 'Stop after two losses', say: 'Stop after two losses in a row. Playing on tilt usually turns two losses into five.' },
      { screen: 'One thing per session', say: 'Pick one thing to practise each session, like crosshair placement or last hits, and focus only on that.' },
    ],
    steps: [
      { screen: '1. Aim warm-up', say: 'First, ten minutes of aim training or practice mode at your usual sensitivity.' },
      { screen: '2. One focus', say: 'Then choose one focus for the session and write it on a sticky note next to your screen.' },
      { screen: '3. Play and check', say: 'Then play three ranked games, and after each one say what went well for your focus.' },
      { screen: '4. Replay one loss', say: 'Finally, watch the key moment of one loss and decide what you would do differently.' },
    ],
    myths: [
      {
        screen: 'Gear makes you better?',
        myth: 'A more expensive mouse or monitor will fix your aim.',
        fact: 'Good gear removes limits, but practice and positioning decide most fights. Upgrade after you have played a lot on what you have.',
      },
      {
        screen: 'More hours = better?',
        myth: 'The more hours you play, the faster you improve.',
        fact: 'Focused practice with breaks beats long tired sessions. Your reactions get slower when you are exhausted.',
      },
    ],
    mistakes: [
      {
        screen: 'Blaming teammates',
        mistake: 'You spend every loss typing at your teammates.',
        fix: 'Mute the chat if you need to and look only at what you could have done better.',
      },
      {
        screen: 'Changing settings daily',
        mistake: 'You change your sensitivity every day after a bad game.',
        fix: 'Pick one setting and keep it for at least a couple of weeks so your muscle memory can form.',
      },
      { screen: 'No breaks', mistake: 'You play for hours without standing up.', fix: 'Stand up, drink water and look away from the screen between games.' },
    ],
    facts: [
      {
        screen: '20-20-20 for your eyes',
        say: 'Every twenty minutes, look at something about six metres away for twenty seconds. It gives your eyes a real break.',
      },
      { screen: 'Reaction time', say: 'Most people react to something they see in about a fifth to a quarter of a second, and tiredness makes it slower.' },
    ],
    questions: [
      {
        question: 'How do I get out of my rank?',
        answer: 'Play fewer games with more focus, review one loss a day, and stop when you tilt. Rank follows consistency more than hours.',
      },
      {
        question: 'Do I need a high refresh rate monitor?',
        answer: 'In fast shooters it makes motion smoother and helps a bit. In slower games it matters much less than practice.',
      },
    ],
    comparisons: [
      {
        a: 'Controller',
        b: 'Mouse and keyboard',
        verdict:
          'Mouse and keyboard is usually more precise in shooters on PC, a controller is comfortable and supported in most games. Play with whatever suits your game and your hands.',
      },
    ],
    before: 'Right now, you queue game after game, tilt after two losses and end the night lower than you started.',
    after: 'In a few weeks, you play fewer games, win more of them and know exactly what you are working on.',
  },
  {
    id: 'racket-sports',
    label: 'Tennis and padel',
    keywords: [
      'tennis',
      'padel',
      'pickleball',
      'table tennis',
      'ping pong',
      'racket',
      'racquet',
      'serve',
      'forehand',
      'backhand',
      'volley',
      'doubles',
      'court',
      'tennis elbow',
      'rally',
      'smash',
    ],
    hooks: [
      'Your serve is not slow because of your arm. It is slow because of your toss.',
      'Padel is the easiest racket sport to start. Here is how not to look lost in your first match.',
      'If every forehand goes into the net, turn your shoulders earlier.',
    ],
    tips: [
      { screen: 'Split step', say: 'Do a small hop just as your opponent hits the ball. It gets you moving in time to reach it.' },
      { screen: 'Turn your shoulders', say: 'Turn your shoulders sideways early for every groundstroke. Your racket follows your body, not only your arm.' },
      { screen: 'Consistent toss', say: 'Practise your toss without hitting. The same toss every time gives you the same serve every time.' },
      { screen: 'Let the glass work', say: 'In padel, let the ball come off the back glass before you hit it. Rushing it is the classic beginner mistake.' },
      { screen: 'Relax your grip', say: 'Hold the racket loosely between shots. A tight grip tires your forearm and can lead to a sore elbow.' },
    ],
    steps: [
      { screen: '1. Mini-tennis', say: 'First, five minutes of gentle rallies close to the net to find your timing.' },
      { screen: '2. Crosscourt rally', say: 'Then rally crosscourt from the baseline, aiming for twenty shots in a row without a miss.' },
      { screen: '3. Serve practice', say: 'Then serve twenty balls to each box, focusing only on the same toss each time.' },
      { screen: '4. Play points', say: 'Finally, play points where the only goal is to put three shots in before you go for a winner.' },
    ],
    myths: [
      {
        screen: 'Hit harder to win?',
        myth: 'At club level, you win points by hitting winners.',
        fact: 'At most amateur levels, more points end with mistakes than with winners. Keeping the ball in play wins matches.',
      },
      {
        screen: 'Padel is just easy tennis?',
        myth: 'If you play tennis, padel is easy.',
        fact: 'Tennis helps, but the walls, the underhand serve and the short court need their own skills, especially playing off the glass.',
      },
    ],
    mistakes: [
      {
        screen: 'Flat feet',
        mistake: 'You stand flat-footed and wait for the ball.',
        fix: 'Stay on the balls of your feet and split step on every shot from your opponent.',
      },
      {
        screen: 'Going for too much',
        mistake: 'You try to hit a winner from every ball.',
        fix: 'Aim for big, safe targets and wait for a short ball to attack.',
      },
      {
        screen: 'Arm-only swing',
        mistake: 'You swing with just your arm and the ball has no depth.',
        fix: 'Turn your shoulders early and finish the swing over your other shoulder.',
      },
    ],
    facts: [
      { screen: 'Padel court: 20 by 10', say: 'A padel court is twenty metres long and ten metres wide, surrounded by walls you can play the ball off.' },
      { screen: 'Two serves a point', say: 'In tennis you get two serves for each point, so your second serve should be the one you trust most.' },
    ],
    questions: [
      {
        question: 'Tennis or padel for a complete beginner?',
        answer:
          'Padel is quicker to enjoy because the court is small and the serve is underhand. Tennis takes longer to learn but rewards you in a different way.',
      },
      {
        question: 'How do I stop my elbow hurting?',
        answer: 'Relax your grip, hit with your body turn, and check your racket and strings with a coach. If the pain stays, see a doctor.',
      },
    ],
    comparisons: [
      {
        a: 'Lessons',
        b: 'Just playing matches',
        verdict: 'A few lessons early save you years of bad habits. After that, mix lessons with lots of match play.',
      },
    ],
    before: 'Right now, half your rallies end with your own mistake in the net.',
    after: 'After a few weeks of drills, you keep the ball in play, your serve lands more often and you win the long points.',
  },
];
