import type { NicheMaterial } from '../types.ts';

/** art_music, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'drawing-basics',
    label: 'Drawing and sketching',
    keywords: [
      'drawing',
      'draw',
      'sketch',
      'sketching',
      'sketchbook',
      'pencil',
      'portrait',
      'manga',
      'shading',
      'proportions',
      'procreate',
      'doodle',
      'doodling',
      'charcoal',
      'illustration',
      'art',
    ],
    hooks: [
      'You do not need talent to draw. You need to stop drawing what you think you see.',
      'I drew for ten minutes a day for a month, and my faces finally look like faces.',
      'Your faces look off because the eyes are too high. On a real head, they sit halfway down.',
      'Draw the shapes first, and the details will stop looking wrong.',
    ],
    tips: [
      { screen: 'Shapes before details', say: 'Start every drawing with circles, boxes and cylinders. Details drawn on a wrong shape never look right.' },
      { screen: 'Draw from the shoulder', say: 'Draw long lines by moving your whole arm, not just your wrist. Your lines get smoother and more confident.' },
      {
        screen: 'Squint to see values',
        say: 'Squint at what you are drawing. The details blur, and you see clearly where the darkest and lightest areas are.',
      },
      {
        screen: 'Light lines first',
        say: 'Sketch with light pressure and press harder only at the end. Light lines are easy to fix and disappear under shading.',
      },
      {
        screen: 'Copy from life',
        say: 'Draw real objects on your table, not only photos. A mug under a lamp teaches you more light and shadow than any tutorial.',
      },
    ],
    steps: [
      { screen: 'The oval', say: 'First, draw an egg shape for the head, slightly narrower at the chin.' },
      {
        screen: 'The guide lines',
        say: 'Then, a vertical line down the middle, and a horizontal line exactly halfway between the top of the head and the chin.',
      },
      { screen: 'Eyes on the line', say: 'Then, place the eyes on that halfway line, with one eye width of space between them.' },
      {
        screen: 'Nose and mouth',
        say: 'Finally, the bottom of the nose halfway between the eyes and the chin, and the mouth a third of the way from the nose to the chin.',
      },
    ],
    myths: [
      {
        screen: 'Born with it?',
        myth: 'Drawing is a talent you are born with.',
        fact: 'Drawing is a set of skills: seeing shapes, proportions and values. Skills grow with practice, like learning to type.',
      },
      {
        screen: 'Need expensive supplies?',
        myth: 'You need professional pencils and paper to get better.',
        fact: 'A regular pencil and printer paper are enough for your first hundred sketches. Practice matters far more than supplies.',
      },
    ],
    mistakes: [
      {
        screen: 'Eyes too high',
        mistake: 'You draw the eyes near the top of the head.',
        fix: 'Put the eyes on the halfway line of the head; the forehead is bigger than you think.',
      },
      {
        screen: 'Erasing every line',
        mistake: 'You erase every line the moment it looks wrong.',
        fix: 'Keep the wrong line light and draw the right one next to it, then erase at the end.',
      },
      {
        screen: 'Waiting for inspiration',
        mistake: 'You only draw when you feel inspired.',
        fix: 'Draw ten minutes a day, same time, even if it is just your own hand.',
      },
    ],
    facts: [
      { screen: 'Eyes halfway down', say: 'On an adult head, the eyes sit about halfway between the top of the skull and the chin.' },
      { screen: 'Five eyes wide', say: 'A face from the front is roughly five eye widths across, with one eye width between the two eyes.' },
    ],
    questions: [
      {
        question: 'How long does it take to get good at drawing?',
        answer: 'With ten to twenty minutes a day, most people see a clear difference in their sketches within two or three months.',
      },
      {
        question: 'Should I start digital or on paper?',
        answer: 'Either works. Paper is cheaper to start, and everything you learn about shapes and light carries over to a tablet.',
      },
    ],
    comparisons: [
      {
        a: 'Drawing from photos',
        b: 'Drawing from life',
        verdict: 'Both help, but life wins for learning. Real objects show you form and light that a flat photo has already simplified.',
      },
    ],
    before: 'Right now, you fill a page, hate the result, and close the sketchbook for a week.',
    after: 'After a month of short daily sketches, your faces look like faces and you open the sketchbook because you want to.',
  },
  {
    id: 'watercolor-painting',
    label: 'Watercolour painting',
    keywords: ['watercolor', 'watercolour', 'watercolors', 'watercolours', 'painting', 'paint', 'paints', 'painter', 'gouache', 'landscape painting', 'muddy'],
    hooks: [
      'Your watercolours look muddy because of one habit, and it is not the paint.',
      'The cheapest upgrade for watercolour is not better paint. It is better paper.',
      'Wet on wet versus wet on dry: the same brushstroke, two completely different results.',
      'Two jars of water will fix more of your paintings than a new set of paints.',
    ],
    tips: [
      { screen: 'Paper first', say: 'Buy good paper before good paint. Heavy paper, around 300 grams, holds water without buckling.' },
      {
        screen: 'Two water jars',
        say: 'Use two jars of water: one to rinse the brush, one clean for painting. Dirty water is the main reason colours turn muddy.',
      },
      { screen: 'Light to dark', say: 'Paint from light to dark. In watercolour, the white of the paper is your white, so save it from the start.' },
      {
        screen: 'Let it dry',
        say: 'Wait until a layer is completely dry before painting next to it or over it. Touch it with the back of your finger: cool means still wet.',
      },
      { screen: 'Fewer colours', say: 'Start with a warm and a cool version of red, yellow and blue. Six tubes mix almost every colour you need.' },
    ],
    steps: [
      { screen: 'Tape the paper', say: 'First, tape your paper to a board on all four sides so it dries flat.' },
      { screen: 'Light pencil sketch', say: 'Then, a very light pencil sketch, because pencil shows through watercolour.' },
      { screen: 'First light wash', say: 'Then, a pale wash over the big shapes, leaving white where the highlights go, and let it dry fully.' },
      { screen: 'Darks and details', say: 'Finally, add the mid tones and the darkest details with a smaller brush, and stop before you overwork it.' },
    ],
    myths: [
      {
        screen: 'No mistakes allowed?',
        myth: 'Watercolour cannot be corrected.',
        fact: 'Many pigments lift with a damp brush and a tissue. You can soften edges and lighten areas after they dry.',
      },
      {
        screen: 'More layers, more depth?',
        myth: 'More layers always make a painting richer.',
        fact: 'After three or four layers, watercolour starts to look heavy and muddy. Fewer confident layers stay fresh.',
      },
    ],
    mistakes: [
      {
        screen: 'Thin printer paper',
        mistake: 'You paint on thin paper, and it buckles into waves.',
        fix: 'Use watercolour paper of around 300 grams and tape it down.',
      },
      {
        screen: 'Overworking the wash',
        mistake: 'You keep brushing the same wet area over and over.',
        fix: 'Lay the colour down once and let the water do the blending.',
      },
      { screen: 'Muddy water', mistake: 'You rinse and paint from the same jar.', fix: 'Keep one jar for rinsing and one for clean water.' },
    ],
    facts: [
      {
        screen: 'Around 300 grams',
        say: 'Watercolour paper of around 300 grams per square metre takes a lot of water without buckling, while thin sketch paper warps at once.',
      },
      { screen: 'Six colours', say: 'A warm and a cool version of each of the three primaries, six colours in total, can mix almost any shade you need.' },
    ],
    questions: [
      {
        question: 'Student paints or artist paints?',
        answer: 'Student paints are fine to start. If you upgrade one thing, upgrade the paper first, then your two or three most used colours.',
      },
      {
        question: 'Why does my painting look lighter when it dries?',
        answer: 'Watercolour always dries lighter. Mix your colour a little stronger than you want the final result to look.',
      },
    ],
    comparisons: [
      {
        a: 'Wet on wet',
        b: 'Wet on dry',
        verdict:
          'Wet on wet gives soft skies and blooms; wet on dry gives sharp edges and details. Most paintings use wet on wet first and wet on dry at the end.',
      },
    ],
    before: 'Right now, your paintings turn grey and muddy, and the paper curls like a crisp.',
    after: 'After a few weeks of clean water and good paper, your colours stay bright and your washes dry smooth.',
  },
  {
    id: 'guitar-basics',
    label: 'First chords on guitar',
    keywords: [
      'guitar',
      'guitarist',
      'acoustic guitar',
      'guitar chords',
      'chords',
      'chord',
      'strumming',
      'barre chord',
      'calluses',
      'tuning',
      'fingerpicking',
      'ukulele',
      'guitar songs',
      'capo',
      'riff',
    ],
    hooks: [
      'With four chords, G, C, D and E minor, you can play hundreds of songs.',
      'If your fingers hurt after guitar practice, that is normal, and it usually passes in a few weeks.',
      'The F chord is not impossible. You are just pressing in the wrong place.',
      'Fifteen minutes a day will teach your fingers more than two hours on Sunday.',
    ],
    tips: [
      {
        screen: 'Press near the fret',
        say: 'Press the string just behind the metal fret, not in the middle of the space. You need much less force and the buzz disappears.',
      },
      { screen: 'Tune every time', say: 'Tune your guitar every time you pick it up. A free tuner app on your phone takes thirty seconds.' },
      {
        screen: 'Short daily sessions',
        say: 'Practise fifteen minutes every day instead of two hours on Sunday. Your fingers and your memory learn in small repeats.',
      },
      {
        screen: 'Switch chords slowly',
        say: 'Practise only the change between two chords, slowly, for one minute. Songs fall apart on the changes, not on the chords.',
      },
      {
        screen: 'Strum from the wrist',
        say: 'Strum with a loose wrist, like shaking water off your hand, and keep your arm moving down and up even when you skip a string.',
      },
    ],
    steps: [
      { screen: 'Tune all six strings', say: 'First, tune all six strings with a tuner app: E, A, D, G, B, E from the thickest string.' },
      { screen: 'Learn G, C, D, E minor', say: 'Then, learn the shapes of G, C, D and E minor, one chord a day, until each rings without buzzing.' },
      { screen: 'Practise the changes', say: 'Then, switch between two chords for one minute at a time, counting how many clean changes you make.' },
      { screen: 'Play a real song', say: 'Finally, pick a simple song that uses those four chords and play along with a slow, steady strum.' },
    ],
    myths: [
      {
        screen: 'Too old to start?',
        myth: 'You are too old to learn guitar as an adult.',
        fact: 'Adults learn guitar all the time. You may learn a bit slower than a child, but you practise smarter and understand music faster.',
      },
      {
        screen: 'Start on acoustic?',
        myth: 'You have to start on an acoustic guitar before electric.',
        fact: 'Start on the guitar for the music you love. An electric has lighter strings, which is often easier on your fingers.',
      },
    ],
    mistakes: [
      {
        screen: 'Death grip',
        mistake: 'You squeeze the neck as hard as you can.',
        fix: 'Press just enough for a clean note, right behind the fret, with your thumb relaxed on the back of the neck.',
      },
      {
        screen: 'Skipping the metronome',
        mistake: 'You play fast and stop at every hard change.',
        fix: 'Play with a metronome at a slow tempo and keep going, even if a chord is not perfect.',
      },
      {
        screen: 'Only learning riffs',
        mistake: 'You learn ten intros and never a whole song.',
        fix: 'Finish one song from start to end before you begin the next one.',
      },
    ],
    facts: [
      { screen: 'Calluses in 2–4 weeks', say: 'With daily practice, fingertip calluses usually form in two to four weeks, and the soreness fades with them.' },
      { screen: 'Four chords', say: 'G, C, D and E minor are enough to play hundreds of popular songs.' },
    ],
    questions: [
      {
        question: 'How long until I can actually play a song?',
        answer: 'With fifteen minutes a day, many beginners play a simple four-chord song slowly within a month or two.',
      },
      {
        question: 'Should I learn with tabs or sheet music?',
        answer: 'Tabs and chord charts are enough for most guitar songs. Learn to read rhythm later, when you want to.',
      },
    ],
    comparisons: [
      {
        a: 'Acoustic guitar',
        b: 'Electric guitar',
        verdict: 'Choose the one that plays the music you love. Electric is easier on the fingers; acoustic needs no amp and goes anywhere.',
      },
    ],
    before: 'Right now, your fingertips hurt, every chord buzzes, and changing chords takes a full second.',
    after: 'In a month or two, your fingers have calluses, the chords ring clean, and you play a whole song without stopping.',
  },
  {
    id: 'singing-voice',
    label: 'Singing and voice',
    keywords: [
      'singing',
      'sing',
      'singer',
      'vocals',
      'vocal',
      'voice',
      'falsetto',
      'vibrato',
      'karaoke',
      'choir',
      'belting',
      'vocal cords',
      'head voice',
      'sing in tune',
    ],
    hooks: [
      'You crack on high notes because you push more air, not less.',
      'My five-minute vocal warm-up before every cover.',
      'Singing off key is usually a listening problem, not a voice problem.',
      'High notes need less volume, not more.',
    ],
    tips: [
      { screen: 'Warm up first', say: 'Warm up for five to ten minutes before you sing, with lip trills and humming, just like you would before a run.' },
      { screen: 'Breathe low', say: 'Breathe so your belly and lower ribs expand, not your shoulders. Low breath gives you longer, steadier phrases.' },
      { screen: 'Record yourself', say: 'Record yourself on your phone and listen back. You hear your pitch much more honestly than while you sing.' },
      { screen: 'Less push on high notes', say: 'On high notes, use less volume, not more. Pushing makes the throat tighten and the voice crack.' },
      { screen: 'Hydrate all day', say: 'Drink water through the day, not only right before singing. Your vocal folds need hydration from the inside.' },
    ],
    steps: [
      { screen: 'Relax your body', say: 'First, roll your shoulders, loosen your jaw, and take three slow breaths into your belly.' },
      { screen: 'Lip trills', say: 'Then, one minute of lip trills, sliding from a low note up to a high one and back.' },
      { screen: 'Humming scales', say: 'Then, hum simple five-note scales, moving up step by step while keeping it easy.' },
      { screen: 'Vowels and a song', say: 'Finally, sing the same scales on an open vowel like "ah", then sing the first verse of your song softly.' },
    ],
    myths: [
      {
        screen: 'Born singer or not?',
        myth: 'You either have a singing voice or you never will.',
        fact: 'Pitch, breath and tone are trainable. Most people who think they cannot sing have simply never practised.',
      },
      {
        screen: 'Scream to hit high?',
        myth: 'To hit high notes, you have to sing louder.',
        fact: 'High notes need balance, not force. Lighter volume and an open throat reach them more easily.',
      },
    ],
    mistakes: [
      { screen: 'No warm-up', mistake: 'You go straight into the hardest song of the day.', fix: 'Do five minutes of lip trills and humming first.' },
      {
        screen: 'Singing through pain',
        mistake: 'You keep singing when your throat hurts or your voice goes hoarse.',
        fix: 'Stop and rest your voice; pain is a signal, not a workout.',
      },
      {
        screen: 'Raising your chin',
        mistake: 'You lift your chin to reach high notes.',
        fix: 'Keep your head level and your neck long, and let the note come without stretching.',
      },
    ],
    facts: [
      {
        screen: 'Tiny vocal folds',
        say: 'Your vocal folds are only about one and a half to two and a half centimetres long, yet they make every note you sing.',
      },
      {
        screen: 'Hundreds of times a second',
        say: 'When you speak, your vocal folds vibrate roughly a hundred to over two hundred times a second, and much faster on high notes.',
      },
    ],
    questions: [
      {
        question: 'Can anyone learn to sing in tune?',
        answer: 'Almost everyone can. Only a very small share of people truly cannot hear pitch differences; for the rest, it is practice.',
      },
      {
        question: 'Is it bad to sing with a cold?',
        answer: 'Light humming is usually fine, but if your voice is hoarse or it hurts, rest it until it comes back.',
      },
    ],
    comparisons: [
      {
        a: 'Singing lessons',
        b: 'YouTube tutorials',
        verdict: 'Tutorials are great for warm-ups and ideas. A teacher hears what you cannot hear yourself, so even a few lessons save months.',
      },
    ],
    before: 'Right now, your voice cracks on the chorus and you are tired after two songs.',
    after: 'After a few weeks of warm-ups, you reach the chorus without strain and sing a whole set without going hoarse.',
  },
  {
    id: 'phone-photography',
    label: 'Photography and composition',
    keywords: [
      'photography',
      'photo',
      'photos',
      'photographer',
      'photoshoot',
      'selfie',
      'selfies',
      'composition',
      'lightroom',
      'camera',
      'portrait photography',
      'bokeh',
      'snapseed',
      'vsco',
    ],
    hooks: [
      'Your phone camera is better than you think. Most people never touch the grid or the brightness slider.',
      'Same phone, same place, two different photos. The only change was where I stood.',
      'Wipe your lens. Seriously, that is the first tip.',
      'Stop zooming with your fingers. Walk closer instead.',
    ],
    tips: [
      { screen: 'Clean the lens', say: 'Wipe your lens with a soft cloth before shooting. A fingerprint makes every photo look hazy.' },
      { screen: 'Turn on the grid', say: 'Turn on the grid in the camera settings and put your subject on one of the lines, not in the dead centre.' },
      { screen: 'Tap and lower exposure', say: 'Tap on your subject to focus, then slide the brightness down a little. Darker photos keep detail in the sky.' },
      { screen: 'Walk, do not zoom', say: 'Step closer instead of pinching to zoom. Digital zoom just crops the photo and throws away detail.' },
      {
        screen: 'Light from the side',
        say: 'For portraits, stand the person facing a window, slightly turned. Soft side light shapes the face better than the flash.',
      },
    ],
    steps: [
      { screen: 'Find the light', say: 'First, find your light: a window, open shade, or the hour before sunset.' },
      { screen: 'Set the grid', say: 'Then, switch on the grid and place your subject where two lines cross.' },
      { screen: 'Focus and expose', say: 'Then, tap to focus, lower the brightness slightly, and take several shots from different heights.' },
      { screen: 'Edit lightly', say: 'Finally, in editing, straighten the horizon, adjust brightness and warmth, and keep it natural.' },
    ],
    myths: [
      {
        screen: 'Need a real camera?',
        myth: 'You need an expensive camera for good photos.',
        fact: 'Light and composition make a photo. A phone in good light beats an expensive camera in bad light.',
      },
      {
        screen: 'Portrait mode always?',
        myth: 'Portrait mode makes every photo better.',
        fact: 'Portrait mode can blur hair and glasses badly. Standing further from the background often gives a more natural blur.',
      },
    ],
    mistakes: [
      {
        screen: 'Shooting at noon',
        mistake: 'You shoot people in harsh midday sun.',
        fix: 'Move into open shade, or shoot in the hour after sunrise or before sunset.',
      },
      { screen: 'Tilted horizon', mistake: 'You post photos with a tilted horizon.', fix: 'Use the grid while shooting and straighten in editing.' },
      {
        screen: 'Heavy filters',
        mistake: 'You put a strong filter on every photo.',
        fix: 'Adjust brightness, contrast and warmth yourself, and keep the skin tones real.',
      },
    ],
    facts: [
      {
        screen: 'Golden hour',
        say: 'The golden hour is roughly the first 60 minutes after sunrise and the last 60 before sunset, when light is soft and warm.',
      },
      {
        screen: 'Nine boxes',
        say: 'The rule of thirds splits the frame into nine equal boxes with two lines each way, and the crossings are strong places for your subject.',
      },
    ],
    questions: [
      {
        question: 'Which app do you use to edit?',
        answer: 'The phone’s own editor is enough to start. Learn brightness, contrast, warmth and straightening before any preset.',
      },
      {
        question: 'How do I get a blurry background without portrait mode?',
        answer: 'Get close to your subject and put the background far behind it. The distance does the blur for you.',
      },
    ],
    comparisons: [
      {
        a: 'Flash',
        b: 'Window light',
        verdict: 'Window light wins for almost every indoor photo. The flash flattens faces and makes hard shadows behind them.',
      },
    ],
    before: 'Right now, your photos look flat and grey, even though the place looked beautiful.',
    after: 'After a week of shooting with the grid and the light, your photos look like what you actually saw.',
  },
  {
    id: 'beat-making',
    label: 'Making beats and music production',
    keywords: [
      'beats',
      'beat',
      'beat making',
      'beatmaker',
      'music production',
      'producer',
      'daw',
      'ableton',
      'garageband',
      'drums',
      'melody',
      'sampling',
      'trap beat',
      'lofi',
      'flstudio',
    ],
    hooks: [
      'You do not need expensive gear to make beats. I made this one on a laptop with headphones.',
      'Your beat sounds empty because of the drums, not the melody.',
      'Stop starting a hundred beats. Finish one this week.',
      'Start with the drums, and even a simple melody sounds finished.',
    ],
    tips: [
      {
        screen: 'Start with the drums',
        say: 'Build the drum pattern first: kick, snare and hi-hats. A strong groove makes even a simple melody sound finished.',
      },
      {
        screen: 'Use reference tracks',
        say: 'Drop a song you love into your project and compare levels as you mix. Your ears adjust fast, and a reference keeps them honest.',
      },
      { screen: 'Leave headroom', say: 'Keep your master peaking well below zero while you mix. Many producers leave around six decibels for mastering.' },
      { screen: 'Low volume mixing', say: 'Mix at a low, comfortable volume. Loud playback makes everything sound good and tires your ears in an hour.' },
      { screen: 'Finish, then improve', say: 'Set a rule: every beat gets an intro, a loop and an ending before you start a new one.' },
    ],
    steps: [
      { screen: 'Set the tempo', say: 'First, pick a tempo for the style, for example around 85 beats per minute for laid-back hip-hop.' },
      { screen: 'Build the drums', say: 'Then, program a kick and a snare pattern, and add hi-hats on top for movement.' },
      { screen: 'Add bass and chords', say: 'Then, add a bass line that follows the kick and a simple chord loop of four chords.' },
      { screen: 'Arrange and export', say: 'Finally, arrange it into an intro, a main part and an outro by muting and unmuting parts, and export it.' },
    ],
    myths: [
      {
        screen: 'Need expensive plugins?',
        myth: 'You need expensive plugins to sound professional.',
        fact: 'The stock plugins in any modern music program can make a finished track. Your ears and your arrangement matter more.',
      },
      {
        screen: 'Music theory first?',
        myth: 'You have to learn music theory before you can make beats.',
        fact: 'You can start with a scale and a few chords. Theory helps later, when you already know what sound you are chasing.',
      },
    ],
    mistakes: [
      {
        screen: 'Loop forever',
        mistake: 'You loop eight bars for hours and never arrange a song.',
        fix: 'After one hour on a loop, lay it out into a full structure.',
      },
      {
        screen: 'Everything loud',
        mistake: 'You turn every track up until the master clips.',
        fix: 'Turn things down instead of up and balance the drums first.',
      },
      {
        screen: 'Kick and bass fight',
        mistake: 'You let the kick and the bass play the same low notes at the same time.',
        fix: 'Give each its own space by tuning the kick to the key or shortening the bass on the kick hits.',
      },
    ],
    facts: [
      { screen: 'Tempo by genre', say: 'Hip-hop often sits between 80 and 100 beats per minute, while house music usually sits around 120 to 128.' },
      { screen: 'Four beats a bar', say: 'Most pop, hip-hop and dance music is in four-four time, with four beats in every bar.' },
    ],
    questions: [
      {
        question: 'Which program should I start with?',
        answer: 'Start with a free one like GarageBand or BandLab. When you hit its limits, you will know what to look for in a paid one.',
      },
      {
        question: 'Do I need studio monitors or are headphones fine?',
        answer: 'Good headphones are fine to start. Check your mix on your phone speaker and in a car, because that is where people will hear it.',
      },
    ],
    comparisons: [
      { a: 'Samples', b: 'Playing your own', verdict: 'Samples get you a sound fast; playing your own parts makes the beat yours. Most producers mix both.' },
    ],
    before: 'Right now, you have fifty eight-bar loops on your laptop and not one finished beat.',
    after: 'After a month of finishing one beat a week, you have four tracks you can share and a workflow you trust.',
  },
];
