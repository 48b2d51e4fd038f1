import type { NicheMaterial } from '../types.ts';

/** beauty_fashion, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'everyday-makeup',
    label: 'Makeup for every day',
    keywords: [
      'makeup',
      'no makeup makeup',
      'grwm',
      'foundation',
      'cakey foundation',
      'concealer',
      'undereye',
      'blush',
      'bronzer',
      'lipstick',
      'lip combo',
      'powder',
      'skin tint',
      'drugstore makeup',
      'makeup primer',
      'grwm for work',
    ],
    hooks: [
      'Your foundation looks cakey because of what you do before it, not the foundation itself.',
      'This is my whole five-minute work face, and it survives until dinner.',
      'Stop putting concealer under your whole eye.',
      'Five products, five minutes, and your face looks rested until the evening.',
    ],
    tips: [
      {
        screen: 'Prep before base',
        say: 'Put on a light moisturiser and wait two minutes before foundation. Base grips hydrated skin and slides off dry patches.',
      },
      { screen: 'Less foundation, more spots', say: 'Use half a pump of foundation on the centre of your face and blend out. Cover redness only where it is.' },
      {
        screen: 'Skip the concealer triangle',
        say: 'Put concealer only at the inner corner and the outer corner of your eye. A full triangle creases by noon.',
      },
      {
        screen: 'Powder only the T-zone',
        say: 'Press powder into your forehead, nose and chin with a puff. Leave your cheeks dewy so the face does not look flat.',
      },
      {
        screen: 'Cream blush, high',
        say: 'Tap a cream blush on the top of your cheekbones, then bring the rest of it onto your lips. One product, matching colour.',
      },
      { screen: 'Brows make the face', say: 'Brush your brows up with clear gel. Groomed brows make even bare skin look finished.' },
    ],
    steps: [
      { screen: 'Moisturiser and SPF', say: 'First, moisturiser and sunscreen, and give them two minutes to sink in.' },
      { screen: 'Spot foundation', say: 'Then, a thin layer of foundation or skin tint in the centre of the face, blended out with damp fingers or a sponge.' },
      { screen: 'Concealer and powder', say: 'Then, a dot of concealer where you need it, and powder pressed only into the T-zone.' },
      { screen: 'Blush, brows, mascara', say: 'Finally, cream blush on cheeks and lips, brow gel, and one coat of mascara.' },
    ],
    myths: [
      {
        screen: 'More coverage hides more?',
        myth: 'More foundation hides texture better.',
        fact: 'Thick layers sit in pores and lines and make texture more visible. Thin layers, built only where needed, hide more.',
      },
      {
        screen: 'Setting spray fixes all?',
        myth: 'A setting spray will make any makeup last all day.',
        fact: 'Longevity starts with skin prep and thin layers. A spray helps a good base; it cannot save a slipping one.',
      },
    ],
    mistakes: [
      {
        screen: 'Foundation on dry skin',
        mistake: 'You put foundation straight onto dry, flaky skin.',
        fix: 'Moisturise first and give it two minutes before any base.',
      },
      {
        screen: 'Wrong shade test',
        mistake: 'You test foundation on your hand or wrist.',
        fix: 'Swatch three shades on your jawline and check them in daylight.',
      },
      {
        screen: 'Powder everywhere',
        mistake: 'You powder your whole face, cheeks included.',
        fix: 'Powder only where you get shiny and keep the cheeks fresh.',
      },
    ],
    facts: [
      { screen: 'Replace your mascara', say: 'Mascara should be replaced about every three months, because the wet tube is a good home for bacteria.' },
      { screen: 'Wash your brushes', say: 'Wash foundation brushes and sponges once every seven days. Dirty tools streak the base and can clog your pores.' },
    ],
    questions: [
      {
        question: 'How do I stop my makeup from disappearing by lunch?',
        answer: 'Use thinner layers, powder only the oily zones, and blot with a tissue at midday instead of adding more powder.',
      },
      {
        question: 'What shade of concealer should I buy?',
        answer: 'For blemishes, match your skin exactly. For dark circles, go one shade lighter and a little peachy, not white.',
      },
    ],
    comparisons: [
      {
        a: 'Sponge',
        b: 'Fingers',
        verdict: 'For a sheer skin tint, fingers win because they warm the product. For fuller coverage, a damp sponge gives a smoother finish.',
      },
    ],
    before: 'Right now, your makeup looks heavy in the mirror and patchy by lunch.',
    after: 'In a week of practice, you do your face in five minutes and it still looks like skin at six in the evening.',
  },
  {
    id: 'eye-makeup',
    label: 'Eyeshadow palettes and liner',
    keywords: [
      'eyeshadow',
      'eyeshadow palette',
      'palette',
      'eyeliner',
      'winged liner',
      'smokey',
      'hooded',
      'hooded lids',
      'mascara',
      'lashes',
      'false lashes',
      'eyebrows',
      'brows',
      'brow gel',
      'crease',
    ],
    hooks: [
      'One eyeshadow palette, four completely different looks.',
      'If you have hooded eyes, your wing disappears because you draw it with your eyes closed.',
      'Your palette has four kinds of shades, and knowing which is which changes everything.',
      'Blending is not a talent. It is a fluffy brush and less product.',
    ],
    tips: [
      {
        screen: 'Find the transition shade',
        say: 'Start with the matte shade closest to your skin, just a little darker. Blend it into the crease so every other colour has a soft edge.',
      },
      { screen: 'Shimmer with a finger', say: 'Press shimmer onto the lid with your fingertip. A finger packs on more colour and less fallout than a brush.' },
      {
        screen: 'Hooded eyes: eyes open',
        say: 'If your eyes are hooded, draw the wing while looking straight into the mirror with your eyes open. Then it shows when you look ahead.',
      },
      {
        screen: 'Tape for a sharp wing',
        say: 'Put a piece of tape from the outer corner of your eye towards the tail of your brow. Draw along it and peel it off.',
      },
      { screen: 'Eyes first, then base', say: 'Do your eye makeup before foundation. Any fallout wipes off without ruining your base.' },
      { screen: 'Wiggle the mascara', say: 'Wiggle the mascara wand at the root of the lashes, then pull it up. The colour goes where the lift comes from.' },
    ],
    steps: [
      { screen: 'Prime the lid', say: 'First, a thin layer of concealer or primer on the lid, set with a touch of powder.' },
      { screen: 'Transition in the crease', say: 'Then, the transition shade in the crease with a fluffy brush, in small windshield-wiper moves.' },
      { screen: 'Depth on the outer corner', say: 'Then, the darkest matte on the outer third of the lid, blended into the crease colour.' },
      { screen: 'Shimmer and mascara', say: 'Finally, shimmer on the centre of the lid with your finger, and two coats of mascara.' },
    ],
    myths: [
      {
        screen: 'Dark shadow shrinks eyes?',
        myth: 'Dark eyeshadow makes your eyes look smaller.',
        fact: 'Placement decides it. Dark colour on the outer corner, blended up and out, makes eyes look longer and bigger.',
      },
      {
        screen: 'Only pros can blend?',
        myth: 'Blending is a talent you either have or not.',
        fact: 'Blending is a fluffy brush, little product and patience. You build colour in several thin layers.',
      },
    ],
    mistakes: [
      {
        screen: 'Too much on the brush',
        mistake: 'You dip the brush and go straight to the eye.',
        fix: 'Tap off the extra and build colour in two or three light layers.',
      },
      {
        screen: 'Wing drawn eyes closed',
        mistake: 'You draw your wing with your eye shut.',
        fix: 'Check the angle with your eyes open before you fill it in.',
      },
      {
        screen: 'Skipping the primer',
        mistake: 'You put shadow straight on an oily lid.',
        fix: 'Set the lid with concealer and a little powder so the colour does not crease.',
      },
    ],
    facts: [
      {
        screen: 'Mascara: three months',
        say: 'Replace mascara and liquid liner about every three months. Powder shadows last much longer, often around two years.',
      },
      { screen: 'Four shades do it all', say: 'Most looks need only four shades: a transition, a lid colour, a deep matte and a shimmer.' },
    ],
    questions: [
      {
        question: 'Why does my eyeshadow crease after an hour?',
        answer: 'Your lid is oily or the base is too creamy. Set a thin concealer with powder before any shadow.',
      },
      {
        question: 'Which palette should I buy first?',
        answer: 'Choose a small neutral palette with mattes and one or two shimmers. Matte browns are what you will actually finish.',
      },
    ],
    comparisons: [
      {
        a: 'Pencil liner',
        b: 'Liquid liner',
        verdict: 'A pencil is easier for beginners and smudges into a soft look. Liquid gives a sharp wing once your hand is steady.',
      },
    ],
    before: 'Right now, your palette has two used shades and a dozen you are afraid to touch.',
    after: 'After a few tries, you get four different looks out of one palette, from office to evening.',
  },
  {
    id: 'oily-skin-acne',
    label: 'Oily skin and breakouts',
    keywords: [
      'oily skin',
      'acne',
      'pimples',
      'breakouts',
      'blackheads',
      'whiteheads',
      'pores',
      'shiny skin',
      'zits',
      'salicylic',
      'niacinamide',
      'acne scars',
      'greasy skin',
      'sebum',
    ],
    hooks: [
      'Oily skin does not need to be dried out. Drying it is why it gets oilier.',
      'What actually changed my breakouts, and it was not a new cleanser every week.',
      'Stop scrubbing your face. A scrub never reaches inside a pore.',
      'If your face is shiny by noon, your cleanser might be the problem.',
    ],
    tips: [
      { screen: 'Gentle cleanser, twice', say: 'Wash with a gentle gel cleanser morning and night. A tight, squeaky face means you stripped it too far.' },
      { screen: 'Still moisturise', say: 'Use a light gel moisturiser even if your skin is oily. Skin that is dehydrated often makes more oil.' },
      { screen: 'Salicylic for pores', say: 'Try a salicylic acid product a few evenings a week. It gets into the pore and loosens blackheads.' },
      { screen: 'Hands off', say: 'Do not squeeze. Picking pushes the inflammation deeper and leaves marks that last for months.' },
      { screen: 'Change the pillowcase', say: 'Change your pillowcase twice a week and wipe your phone screen. Both touch your face every day.' },
      { screen: 'Blotting papers', say: 'Carry blotting papers for midday shine. They lift the oil without piling on powder.' },
    ],
    steps: [
      { screen: 'Evening cleanse', say: 'First, in the evening, wash your face for a full minute with a gentle cleanser and lukewarm water.' },
      { screen: 'One active only', say: 'Then, one active ingredient, like salicylic acid or niacinamide, not three at once.' },
      { screen: 'Light moisturiser', say: 'Then, a light gel moisturiser, even on the oily areas.' },
      { screen: 'Morning sunscreen', say: 'Finally, every morning, a light sunscreen, because marks from old spots darken in the sun.' },
    ],
    myths: [
      {
        screen: 'Oily skin needs no cream?',
        myth: 'Oily skin does not need moisturiser.',
        fact: 'Oil and water are different things. Oily skin can be dehydrated, and a light moisturiser keeps it calmer.',
      },
      {
        screen: 'Sun dries out spots?',
        myth: 'Sunbathing clears up acne.',
        fact: 'A tan can hide redness for a while, but the sun darkens acne marks and can make them last longer.',
      },
    ],
    mistakes: [
      {
        screen: 'Scrubbing hard',
        mistake: 'You scrub your face with grainy scrubs to clean the pores.',
        fix: 'Use a gentle cleanser and a chemical exfoliant like salicylic acid instead.',
      },
      {
        screen: 'Too many actives',
        mistake: 'You start three new acne products in the same week.',
        fix: 'Add one product at a time and give it a few weeks before judging.',
      },
      {
        screen: 'Quitting too early',
        mistake: 'You drop a treatment after ten days because nothing changed.',
        fix: 'Give it six to eight weeks, since skin needs that long to show results.',
      },
    ],
    facts: [
      { screen: 'Six to eight weeks', say: 'Most acne treatments need six to eight weeks of daily use before you can judge them.' },
      {
        screen: 'One minute of cleansing',
        say: 'Cleansing for a full sixty seconds, instead of a quick splash, lets the cleanser actually dissolve oil and sunscreen.',
      },
    ],
    questions: [
      {
        question: 'Should I pop a pimple if it has a white head?',
        answer: 'Better not. Put a hydrocolloid patch on it overnight, and it will often flatten by the morning.',
      },
      {
        question: 'When should I see a dermatologist for acne?',
        answer: 'If spots are deep and painful, leave scars, or nothing changes after three months of a steady routine, book a dermatologist.',
      },
    ],
    comparisons: [
      {
        a: 'Scrub',
        b: 'Salicylic acid',
        verdict: 'Salicylic acid wins for oily, spot-prone skin. It cleans inside the pore, while a scrub only scratches the surface.',
      },
    ],
    before: 'Right now, your face shines by noon and a new spot shows up every time you think it is over.',
    after: 'After two months of a simple routine, you shine less, break out less often, and stop hiding under thick foundation.',
  },
  {
    id: 'skincare-routine',
    label: 'Skincare and sunscreen',
    keywords: [
      'skincare',
      'sunscreen',
      'spf',
      'sunblock',
      'moisturiser',
      'moisturizer',
      'cleanser',
      'serum',
      'retinol',
      'dry skin',
      'antiaging',
      'wrinkles',
      'skin barrier',
      'toner',
      'hyaluronic',
    ],
    hooks: [
      'The best anti-ageing product is the cheapest one on your shelf: sunscreen.',
      'You need three skincare products. Everything else is optional.',
      'You probably use half the sunscreen you need.',
      'If you only buy one skincare product this year, make it sunscreen.',
    ],
    tips: [
      {
        screen: 'Two finger lengths',
        say: 'Squeeze sunscreen along two full fingers for your face and neck. That is roughly the amount the label was tested with.',
      },
      { screen: 'Sunscreen on cloudy days', say: 'Wear sunscreen on cloudy days too. A lot of UV gets through clouds and through windows.' },
      { screen: 'Retinol at night only', say: 'Use retinol only at night, start twice a week, and always wear sunscreen the next day.' },
      { screen: 'Moisturise damp skin', say: 'Put moisturiser on while your skin is still a little damp. It locks in the water instead of sitting on top.' },
      { screen: 'Patch test new things', say: 'Test any new product behind your ear or on your jaw for a few days before it goes on your whole face.' },
    ],
    steps: [
      { screen: 'Morning: cleanse', say: 'First, in the morning, rinse or use a gentle cleanser.' },
      { screen: 'Morning: moisturise', say: 'Then, a moisturiser that suits your skin, light for oily and richer for dry.' },
      { screen: 'Morning: sunscreen', say: 'Then, sunscreen of at least SPF 30, two finger lengths for face and neck.' },
      { screen: 'Night: cleanse and repair', say: 'Finally, at night, cleanse off the sunscreen, then your treatment serum and moisturiser.' },
    ],
    myths: [
      {
        screen: 'Dark skin needs no SPF?',
        myth: 'Darker skin does not need sunscreen.',
        fact: 'Every skin tone is damaged by UV. Darker skin also gets dark spots that sunscreen helps prevent.',
      },
      {
        screen: 'Expensive works better?',
        myth: 'An expensive cream works better than a cheap one.',
        fact: 'Ingredients and how often you use them matter, not the price. A basic moisturiser used daily beats a luxury jar used twice.',
      },
    ],
    mistakes: [
      { screen: 'Too little sunscreen', mistake: 'You rub in a pea-sized drop of sunscreen.', fix: 'Use two finger lengths for face and neck.' },
      {
        screen: 'Ten-step routine',
        mistake: 'You layer ten products and do not know which one helps.',
        fix: 'Keep cleanser, moisturiser and sunscreen, and add one treatment at a time.',
      },
      {
        screen: 'No reapplying',
        mistake: 'You put sunscreen on at 8 am and spend the afternoon at the beach.',
        fix: 'Reapply every two hours outdoors and after swimming.',
      },
    ],
    facts: [
      { screen: 'SPF 30 vs 50', say: 'SPF 30 blocks about 97 out of every 100 UVB rays, and SPF 50 about 98. Putting on enough matters more than the number.' },
      { screen: 'Reapply every 2 hours', say: 'Outdoors, sunscreen needs to be reapplied about every two hours, and right after swimming or sweating.' },
    ],
    questions: [
      {
        question: 'Do I need sunscreen if I work indoors all day?',
        answer: 'If you sit near a window, yes. UVA passes through glass and ages the skin on the side facing it.',
      },
      {
        question: 'Can I use vitamin C and retinol together?',
        answer: 'Use vitamin C in the morning and retinol at night. You get both and avoid irritating your skin.',
      },
    ],
    comparisons: [
      {
        a: 'Mineral sunscreen',
        b: 'Chemical sunscreen',
        verdict: 'The best one is the one you will wear every day. Mineral suits sensitive skin; chemical is usually lighter under makeup.',
      },
    ],
    before: 'Right now, your shelf is full of half-used serums and your skin still feels tight or dull.',
    after: 'With three basics used every day, your skin is calmer in a month, and you finally know what works.',
  },
  {
    id: 'hair-care',
    label: 'Hair and frizz',
    keywords: [
      'hair',
      'haircare',
      'hairstyle',
      'frizz',
      'frizzy hair',
      'curly hair',
      'curls',
      'breakage',
      'shampoo',
      'conditioner',
      'scalp',
      'greasy hair',
      'straightener',
      'hairdryer',
    ],
    hooks: [
      'Your hair is not frizzy. It is thirsty.',
      'Three things I stopped doing, and my hair finally grew past my shoulders.',
      'You are washing your hair wrong, and it starts with where you put the shampoo.',
      'Your ends are breaking because of your towel, not your shampoo.',
    ],
    tips: [
      { screen: 'Shampoo the scalp only', say: 'Shampoo only your scalp, and let the foam rinse through the lengths. The ends do not need scrubbing.' },
      { screen: 'Conditioner on the ends', say: 'Put conditioner from the middle of your hair to the ends and leave it for two or three minutes.' },
      {
        screen: 'Pat, do not rub',
        say: 'Squeeze water out with a cotton T-shirt or microfibre towel. Rubbing with a rough towel roughs up the hair and makes frizz.',
      },
      { screen: 'Heat protection always', say: 'Spray heat protectant before every blow-dry or straightener, and keep the iron at a medium setting.' },
      { screen: 'Silk or satin at night', say: 'Sleep on a satin pillowcase or tie your hair in a loose scrunchie. Less friction means less breakage.' },
    ],
    steps: [
      { screen: 'Wash the scalp', say: 'First, massage shampoo into your scalp with your fingertips, not your nails.' },
      { screen: 'Condition the lengths', say: 'Then, conditioner on the lengths, detangle with a wide-tooth comb, and rinse after two minutes.' },
      { screen: 'Squeeze, then protect', say: 'Then, squeeze out the water with a soft towel and spray heat protectant on damp hair.' },
      { screen: 'Dry and seal', say: 'Finally, blow-dry on medium heat, nozzle pointing down the hair, and finish with a drop of oil on the ends.' },
    ],
    myths: [
      {
        screen: 'Cutting makes it grow?',
        myth: 'Cutting your hair often makes it grow faster.',
        fact: 'Hair grows from the scalp, not the ends. Trims stop split ends from travelling up, so you keep the length you grow.',
      },
      {
        screen: 'Daily washing ruins hair?',
        myth: 'Washing your hair every day ruins it.',
        fact: 'Wash as often as your scalp needs. An oily scalp can be washed daily with a gentle shampoo.',
      },
    ],
    mistakes: [
      {
        screen: 'Brushing wet hair hard',
        mistake: 'You rip a brush through wet hair from the roots.',
        fix: 'Detangle from the ends up with a wide-tooth comb.',
      },
      {
        screen: 'Max heat',
        mistake: 'You straighten your hair at the highest temperature.',
        fix: 'Use a medium setting, heat protectant, and one slow pass per section.',
      },
      {
        screen: 'Conditioner on roots',
        mistake: 'You put conditioner on your roots.',
        fix: 'Keep it on the mid-lengths and ends so your roots stay fresh longer.',
      },
    ],
    facts: [
      { screen: 'About 1 cm a month', say: 'Hair grows about one centimetre a month, so real length takes a year of protecting your ends.' },
      { screen: 'Trim every 2–3 months', say: 'A small trim every eight to twelve weeks keeps split ends from travelling up the hair.' },
    ],
    questions: [
      {
        question: 'How often should I wash my hair?',
        answer: 'As often as your scalp gets oily. For some people that is daily, for curly hair it can be once or twice a week.',
      },
      {
        question: 'Do hair masks actually do anything?',
        answer: 'Yes, on dry or coloured ends. Use one once a week instead of conditioner and leave it for five to ten minutes.',
      },
    ],
    comparisons: [
      {
        a: 'Air-drying',
        b: 'Blow-drying',
        verdict: 'Air-drying avoids heat, but hours of wet hair can mean more frizz. A blow-dryer on medium with protectant is fine for most hair.',
      },
    ],
    before: 'Right now, your hair is frizzy by noon and the ends snap when you brush them.',
    after: 'In a couple of months, your ends stay smooth, and the length you grow actually stays.',
  },
  {
    id: 'capsule-wardrobe',
    label: 'Capsule wardrobe and outfits',
    keywords: [
      'outfit',
      'outfits',
      'ootd',
      'what to wear',
      'capsule wardrobe',
      'wardrobe',
      'closet',
      'clothes',
      'fashion',
      'stylish',
      'blazer',
      'jeans',
      'dress',
      'thrift',
      'thrifting',
      'colors that suit you',
    ],
    hooks: [
      'I have twelve outfits from seven pieces, and nobody has noticed.',
      'Nothing to wear with a full closet? The problem is not the amount.',
      'How to look expensive in basics that cost very little.',
      'Three base colours are enough for a wardrobe where everything matches.',
    ],
    tips: [
      {
        screen: 'Pick three base colours',
        say: 'Choose three base colours that all go together, like navy, white and beige. Then almost every piece matches the others.',
      },
      { screen: 'Fit beats price', say: 'Take trousers and blazers to a tailor. A cheap piece that fits you looks better than a designer one that does not.' },
      { screen: 'The third piece', say: 'Add a third piece to a simple top and trousers: a blazer, a cardigan or a belt. That is what makes it an outfit.' },
      { screen: 'Check the fabric', say: 'Before you buy, squeeze the fabric in your fist. If it stays wrinkled, it will look tired after one wear.' },
      { screen: 'One in, one out', say: 'For every new piece, let one old piece go. The wardrobe stays small and you see everything you own.' },
    ],
    steps: [
      { screen: 'Empty the closet', say: 'First, take everything out and keep only what fits you and what you wore in the last year.' },
      { screen: 'Choose your colours', say: 'Then, pick three base colours and one or two accent colours you love.' },
      { screen: 'Find the gaps', say: 'Then, write down what is missing to connect your pieces, like a plain white tee or dark straight jeans.' },
      { screen: 'Test combinations', say: 'Finally, try every top with every bottom, photograph the outfits you like, and keep the photos for busy mornings.' },
    ],
    myths: [
      {
        screen: 'Capsule means boring?',
        myth: 'A capsule wardrobe means wearing beige every day.',
        fact: 'A capsule only means pieces that combine. Your colours can be bright as long as they work together.',
      },
      {
        screen: 'Trends make you stylish?',
        myth: 'Buying the latest trends makes you look stylish.',
        fact: 'Style comes from fit and combinations that suit you. Trends change in a season; a good fit does not.',
      },
    ],
    mistakes: [
      {
        screen: 'Buying single pieces',
        mistake: 'You buy a piece you love that goes with nothing you own.',
        fix: 'Before paying, name three outfits you would make with it.',
      },
      {
        screen: 'Wrong size, good sale',
        mistake: 'You buy something half a size too small because it was on sale.',
        fix: 'Buy only what fits today, or what a tailor can fix cheaply.',
      },
      {
        screen: 'Ignoring shoes',
        mistake: 'You plan outfits and forget about shoes.',
        fix: 'Keep two or three pairs in your base colours that go with everything.',
      },
    ],
    facts: [
      { screen: '4 tops + 3 bottoms', say: 'Four tops and three bottoms that all match already make twelve different outfits.' },
      { screen: 'Three colours', say: 'Three base colours are enough for a wardrobe where almost every top goes with every bottom.' },
    ],
    questions: [
      {
        question: 'How many pieces should a capsule wardrobe have?',
        answer: 'There is no magic number. Many people start with around thirty pieces per season, shoes included, and adjust from there.',
      },
      {
        question: 'How do I find colours that suit me?',
        answer: 'Hold different colours next to your face in daylight. The right ones make your skin look even and your eyes brighter.',
      },
    ],
    comparisons: [
      {
        a: 'Fast fashion',
        b: 'Fewer better pieces',
        verdict: 'Fewer better pieces win if you wear them a lot. Divide the price by the times you will wear it before you decide.',
      },
    ],
    before: 'Right now, you stand in front of a full closet every morning and still feel you have nothing to wear.',
    after: 'With a small capsule, you get dressed in two minutes and every outfit looks planned.',
  },
];
