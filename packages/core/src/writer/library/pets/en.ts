import type { NicheMaterial } from '../types.ts';

/** pets, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'puppy-training',
    label: 'Puppy training',
    keywords: [
      'puppy',
      'puppies',
      'puppy training',
      'potty training',
      'toilet training',
      'crate training',
      'puppy biting',
      'nipping',
      'sit',
      'stay',
      'obedience',
      'barking',
      'separation anxiety',
      'new puppy',
      'dog training',
      'chewing',
    ],
    hooks: [
      'Your puppy is not being naughty. Nobody has shown it what to do instead.',
      'Potty training took us two weeks once we stopped scolding accidents.',
      'If your puppy bites everything, swap your hand for a toy every single time.',
    ],
    tips: [
      { screen: 'Outside after everything', say: 'Take your puppy outside right after waking up, eating and playing. Those are the moments accidents happen.' },
      {
        screen: 'Reward within seconds',
        say: 'Reward the good behaviour within two seconds, with a tiny treat and your voice. Later than that, your puppy does not connect the two.',
      },
      {
        screen: 'Swap hands for toys',
        say: 'When your puppy bites your hand, freeze and offer a toy instead. Biting a toy keeps the game going, biting you ends it.',
      },
      { screen: 'Short sessions', say: 'Train for five minutes, three times a day. A puppy learns more from short sessions than from one long, tiring one.' },
      {
        screen: 'Practise being alone',
        say: 'Leave your puppy alone for a few minutes every day from the start, with something to chew, so being alone feels normal.',
      },
    ],
    steps: [
      { screen: 'Pick one cue', say: 'First, pick one word for each behaviour, like sit, and make sure everyone at home uses the same word.' },
      { screen: 'Lure it', say: 'Then, hold a treat above your puppy’s nose and move it back slowly until its bottom touches the floor.' },
      { screen: 'Mark and reward', say: 'Then, say yes the moment it sits and give the treat right away.' },
      { screen: 'Add the word', say: 'Finally, once it sits every time, say sit just before you move your hand, and slowly fade the treat out.' },
    ],
    myths: [
      {
        screen: 'Rub its nose in it?',
        myth: 'If you rub your puppy’s nose in an accident, it learns not to do it.',
        fact: 'It only learns to fear you and to hide when it needs to go. Clean up calmly and take it out more often.',
      },
      {
        screen: 'Be the alpha?',
        myth: 'You need to dominate your puppy and show it you are the alpha.',
        fact: 'Modern trainers reward the behaviour they want. Puppies learn faster from rewards than from fear.',
      },
    ],
    mistakes: [
      {
        screen: 'Too much freedom',
        mistake: 'You give your new puppy the run of the whole house.',
        fix: 'Start with one puppy-proof room and open more space as it earns your trust.',
      },
      {
        screen: 'Punishing accidents',
        mistake: 'You scold your puppy for an accident you found later.',
        fix: 'Clean it with an enzyme cleaner, say nothing and watch more closely next time.',
      },
      {
        screen: 'Only training at home',
        mistake: 'You only practise in the quiet living room.',
        fix: 'Once it works at home, practise in the garden, then on the street, then in the park.',
      },
    ],
    facts: [
      {
        screen: 'Socialisation window',
        say: 'Puppies learn what is safe most easily between about three and fourteen weeks of age, so gentle new experiences matter most then.',
      },
      {
        screen: 'Up to 18 hours of sleep',
        say: 'Young puppies can sleep up to eighteen hours a day. An overtired puppy bites much more, so a nap often fixes it.',
      },
    ],
    questions: [
      {
        question: 'How long until my puppy is potty trained?',
        answer: 'Many puppies get reliable in a few weeks to a few months. Consistency matters more than age, so go out on a schedule every day.',
      },
      {
        question: 'Why does my puppy bite more in the evening?',
        answer: 'Often it is overtired, like a toddler. Give it a chew and a quiet place to nap instead of more play.',
      },
    ],
    comparisons: [
      {
        a: 'Crate training',
        b: 'Puppy pen',
        verdict:
          'A crate works well for sleep and short breaks if you introduce it slowly. A pen is better when you are out for longer, since it gives room to play.',
      },
    ],
    before: 'Right now, you are cleaning puddles every day and your hands are covered in little bite marks.',
    after: 'In a few weeks, your puppy asks to go out, sits when you ask, and chews its toys instead of your fingers.',
  },
  {
    id: 'leash-walking-recall',
    label: 'Leash walking and recall',
    keywords: [
      'walk',
      'walks',
      'dog walk',
      'leash',
      'lead',
      'leash pulling',
      'pulls on the leash',
      'loose leash',
      'recall',
      'come when called',
      'off leash',
      'reactive dog',
      'lunging',
      'harness',
      'heel',
    ],
    hooks: [
      'Your dog pulls on the leash because pulling works. Here is how to make it stop working.',
      'My dog used to ignore me at the park. Now it comes back the first time I call.',
      'Stop calling your dog only when the fun is over.',
    ],
    tips: [
      { screen: 'Stop when it pulls', say: 'The moment the leash goes tight, stop walking. Move on only when the leash is loose again.' },
      { screen: 'Reward by your leg', say: 'Reward your dog right next to your leg. The more treats land there, the more it wants to walk there.' },
      { screen: 'Let it sniff', say: 'Give your dog sniffing breaks on every walk. Sniffing tires it out and makes it calmer on the leash.' },
      { screen: 'A recall word', say: 'Pick a special recall word and use it only with the best treats, like chicken or cheese.' },
      {
        screen: 'Call, reward, release',
        say: 'Call your dog back many times on a walk, reward it and let it go play again, so coming back never means the end.',
      },
    ],
    steps: [
      { screen: 'Start at home', say: 'First, practise your recall word indoors, from a few steps away, with a great treat every time.' },
      { screen: 'Long line outside', say: 'Then, go outside with a long line of five to ten metres, so your dog can roam and still can’t ignore you.' },
      { screen: 'Add distractions', say: 'Then, call it when something mildly interesting is around, like a leaf or a smell, and reward big.' },
      { screen: 'Off leash safely', say: 'Finally, try off leash only in a fenced area, and go back a step if it doesn’t come the first time.' },
    ],
    myths: [
      {
        screen: 'Pulling means dominance?',
        myth: 'Your dog pulls because it wants to be the boss.',
        fact: 'It pulls because it is excited and pulling gets it where it wants to go. Change what works and the pulling fades.',
      },
      {
        screen: 'Longer walks fix it?',
        myth: 'A long walk every day fixes a hyper dog.',
        fact: 'Physical exercise alone can build a fitter hyper dog. Add sniffing, training and chewing to tire its brain too.',
      },
    ],
    mistakes: [
      {
        screen: 'Calling to end the fun',
        mistake: 'You only call your dog when it is time to go home.',
        fix: 'Call it ten times per walk for a treat and let it go back to playing most of those times.',
      },
      {
        screen: 'Repeating the word',
        mistake: 'You shout come five times in a row.',
        fix: 'Say it once. If it doesn’t come, walk away or make a fun noise instead of repeating.',
      },
      {
        screen: 'Following the pull',
        mistake: 'You follow your dog every time it pulls towards a smell.',
        fix: 'Stop when the leash is tight and walk towards the smell only when it is loose.',
      },
    ],
    facts: [
      {
        screen: 'Millions of scent receptors',
        say: 'Your dog’s nose has hundreds of millions of scent receptors, compared with about six million in yours, so sniffing is real work for its brain.',
      },
      {
        screen: 'Daily activity',
        say: 'Most adult dogs need somewhere between thirty minutes and two hours of activity a day, depending on breed, age and health.',
      },
    ],
    questions: [
      {
        question: 'Harness or collar for a dog that pulls?',
        answer: 'A well-fitted harness protects the neck of a dog that pulls. It won’t teach loose walking on its own, so keep training either way.',
      },
      {
        question: 'Why does my dog come at home but not at the park?',
        answer: 'The park is full of better rewards than you. Train with distractions step by step and bring treats that can compete.',
      },
    ],
    comparisons: [
      {
        a: 'Long line',
        b: 'Retractable leash',
        verdict:
          'A long line wins for recall training, because it stays slack and safe. A retractable leash teaches your dog that pulling gives it more leash.',
      },
    ],
    before: 'Right now, every walk is a tug of war and your dog treats your voice at the park like background noise.',
    after: 'After a few weeks, the leash hangs loose and your dog turns around the first time you call it.',
  },
  {
    id: 'cat-behaviour',
    label: 'Cat behaviour',
    keywords: [
      'cat',
      'cats knead',
      'kitten',
      'kitty',
      'cat behavior',
      'cat behaviour',
      'litter box',
      'scratching',
      'scratching furniture',
      'zoomies',
      'meowing at night',
      'cat biting',
      'indoor cat',
      'cat body language',
      'cat toys',
    ],
    hooks: [
      'Your cat is not scratching the sofa to annoy you. It is missing something.',
      'If your cat wakes you at four in the morning, it is hunting time, not a bad cat.',
      'Your cat may love you more than you think, even if it never sits on your lap.',
    ],
    tips: [
      {
        screen: 'Tall scratching post',
        say: 'Buy a tall, heavy scratching post and put it next to the sofa it scratches now. Cats scratch to stretch and to mark their spot.',
      },
      {
        screen: 'Play before bed',
        say: 'Play a hunting game with a wand toy before bed, then feed a small meal. Your cat hunts, eats and sleeps, like in the wild.',
      },
      { screen: 'Litter box rule', say: 'Keep one litter box per cat plus one, in quiet places, and scoop them every day.' },
      {
        screen: 'Slow blink back',
        say: 'Blink slowly at your cat from across the room. Cats often answer with a slow blink of their own, which means they feel safe.',
      },
      { screen: 'Give it height', say: 'Give your cat shelves or a cat tree near a window. Cats feel safer and calmer when they can watch from above.' },
    ],
    steps: [
      { screen: 'Stalk slowly', say: 'First, drag a wand toy slowly along the floor and behind furniture, like a mouse hiding.' },
      { screen: 'Chase fast', say: 'Then, speed it up and let your cat chase it for a few minutes.' },
      { screen: 'Let it catch', say: 'Then, let your cat catch the toy and keep it for a moment. A hunt without a catch is frustrating.' },
      { screen: 'Feed the hunter', say: 'Finally, give a small meal or a few treats right after. That is the end of a hunt, and your cat settles down.' },
    ],
    myths: [
      {
        screen: 'Cats don’t need play?',
        myth: 'Indoor cats entertain themselves and don’t need play.',
        fact: 'Many indoor cats are bored. Ten to fifteen minutes of hunting games a day prevents a lot of biting, night zoomies and scratching.',
      },
      {
        screen: 'Cats are aloof?',
        myth: 'Cats don’t bond with their owners like dogs do.',
        fact: 'Studies show many cats are attached to their people. They just show it with slow blinks, head bumps and following you around.',
      },
    ],
    mistakes: [
      {
        screen: 'Hands as toys',
        mistake: 'You play with your kitten using your hands.',
        fix: 'Use a wand toy or a kicker toy, so your cat learns that hands are not prey.',
      },
      {
        screen: 'Punishing accidents',
        mistake: 'You punish your cat for going outside the litter box.',
        fix: 'Check the box first: it may be dirty, too small or in a noisy spot. If it keeps happening, see a vet.',
      },
      {
        screen: 'Feeding the 4 am alarm',
        mistake: 'You get up and feed your cat when it wakes you at dawn.',
        fix: 'Use a timed feeder or feed before bed, and don’t reward the early wake-up calls.',
      },
    ],
    facts: [
      {
        screen: '12 to 16 hours of sleep',
        say: 'Adult cats usually sleep around twelve to sixteen hours a day, so a cat napping most of the afternoon is normal.',
      },
      {
        screen: 'Jumps five times its height',
        say: 'A healthy cat can jump about five times its own height, so a high shelf is a natural place for it to be.',
      },
    ],
    questions: [
      {
        question: 'Why does my cat bite me when I pet it?',
        answer:
          'Often it has had enough and said so quietly first, with a twitching tail or flat ears. Keep petting sessions short and stop at the first sign.',
      },
      {
        question: 'Why does my cat meow so much at night?',
        answer: 'It is usually bored or hungry at its natural active time. Play and feed before bed, and see a vet if it is new or an older cat.',
      },
    ],
    comparisons: [
      {
        a: 'One cat',
        b: 'Two cats',
        verdict: 'Two kittens together often keep each other busy and gentler with hands. An adult cat that has lived alone may prefer to stay the only cat.',
      },
    ],
    before: 'Right now, your sofa is shredded, your ankles get ambushed and your cat sings at four in the morning.',
    after: 'After a couple of weeks of daily play and a better setup, your cat scratches its post and sleeps through the night with you.',
  },
  {
    id: 'pet-food-nutrition',
    label: 'Pet food and nutrition',
    keywords: [
      'dog food',
      'cat food',
      'pet food',
      'kibble',
      'can dogs eat',
      'wet food',
      'raw diet',
      'grain free',
      'treats',
      'feeding',
      'how much to feed',
      'overweight dog',
      'fat cat',
      'toxic foods',
      'human food',
      'chocolate',
    ],
    hooks: [
      'The feeding guide on the bag may be making your dog fat.',
      'Grapes, chocolate and onions from your kitchen can poison your dog.',
      'You don’t need the most expensive food. You need to read one line on the bag.',
    ],
    tips: [
      { screen: 'Weigh the food', say: 'Weigh your pet’s food on a kitchen scale instead of using a scoop. Scoops can be off by a lot.' },
      { screen: 'Treats count', say: 'Keep treats to about a tenth of the daily food, and take them out of the main meal on training days.' },
      { screen: 'Complete and balanced', say: 'Check the bag says complete and balanced for your pet’s life stage. Without that, it is a snack, not a diet.' },
      { screen: 'Change food slowly', say: 'When you switch food, mix it with the old one over about a week. A sudden change often upsets the stomach.' },
      { screen: 'Feel the ribs', say: 'Run your hands along your pet’s sides. You should feel the ribs easily without seeing them.' },
    ],
    steps: [
      { screen: 'Check the body', say: 'First, check the body: feel the ribs and look from above for a waist behind them.' },
      { screen: 'Ask for target weight', say: 'Then, ask your vet for your pet’s target weight at the next visit.' },
      { screen: 'Weigh daily portions', say: 'Then, weigh out the daily portion for that target weight and put treats from the same amount aside.' },
      { screen: 'Weigh monthly', say: 'Finally, weigh your pet once a month and adjust the portion a little if the weight does not move.' },
    ],
    myths: [
      {
        screen: 'Grain free is healthier?',
        myth: 'Grain free food is always healthier for dogs.',
        fact: 'Most dogs digest grains fine. Grain free diets are being studied for a possible link to heart disease, so ask your vet before switching.',
      },
      {
        screen: 'Cats need milk?',
        myth: 'A bowl of milk is a treat every cat needs.',
        fact: 'Many adult cats are lactose intolerant, and milk can upset their stomach. Fresh water is what they need.',
      },
    ],
    mistakes: [
      {
        screen: 'Sharing dangerous food',
        mistake: 'You share grapes, chocolate or onion from your plate.',
        fix: 'Keep grapes, raisins, chocolate, onion, garlic and anything with xylitol away from your dog completely.',
      },
      {
        screen: 'Food always out',
        mistake: 'You leave a full bowl out all day.',
        fix: 'Feed set meals. You see right away if your pet stops eating, which is often the first sign of illness.',
      },
      {
        screen: 'Dog food for cats',
        mistake: 'You feed your cat dog food because it is in the house.',
        fix: 'Give cats cat food. They need nutrients like taurine that dog food doesn’t provide in the right amount.',
      },
    ],
    facts: [
      { screen: 'More than half overweight', say: 'Vet surveys in the United States estimate that more than half of pet dogs and cats are overweight.' },
      { screen: 'About two years longer', say: 'In a long study of Labradors, dogs kept lean lived about two years longer than their heavier littermates.' },
    ],
    questions: [
      {
        question: 'Is wet or dry food better for my cat?',
        answer: 'Both can be complete. Wet food adds water, which helps many cats who drink little, so a mix is a popular choice.',
      },
      {
        question: 'Can my dog eat fruit?',
        answer: 'Some fruit is fine in small pieces, like apple without seeds or banana. Grapes and raisins are toxic and should never be given.',
      },
    ],
    comparisons: [
      {
        a: 'Dry food',
        b: 'Wet food',
        verdict: 'Dry food is cheaper and easier to measure. Wet food gives more water and fewer calories per bite. Many owners mix both.',
      },
    ],
    before: 'Right now, you feed by eye, share bits from your plate and your pet is quietly getting rounder.',
    after: 'After a few months of weighed meals, you can feel the ribs again and your pet is more playful on walks.',
  },
  {
    id: 'grooming-health-basics',
    label: 'Grooming and health basics',
    keywords: [
      'grooming',
      'nail trim',
      'nails',
      'bath',
      'bathing',
      'brushing',
      'shedding',
      'teeth',
      'dental',
      'fleas',
      'ticks',
      'vet',
      'vet visit',
      'vaccines',
      'sick pet',
      'senior dog',
    ],
    hooks: [
      'If you can hear your dog’s nails on the floor, they are too long.',
      'Most pets have sore teeth by three, and most owners never look.',
      'The flea on your cat is not the problem. The ones in your carpet are.',
    ],
    tips: [
      {
        screen: 'Trim little and often',
        say: 'Trim a tiny bit of nail every week instead of a big cut once a month. The quick shrinks back and it hurts less.',
      },
      { screen: 'Brush the teeth', say: 'Brush your pet’s teeth a few times a week with pet toothpaste. Human toothpaste can be harmful if swallowed.' },
      { screen: 'Brush before a bath', say: 'Brush out tangles before you bathe a long-haired pet. Water tightens knots into mats.' },
      { screen: 'Year-round parasite care', say: 'Use flea and tick prevention your vet recommends all year, not only in summer.' },
      { screen: 'Weekly body check', say: 'Once a week, run your hands over your pet from nose to tail. You find lumps, ticks and sore spots early.' },
    ],
    steps: [
      { screen: 'Touch the paws', say: 'First, touch your pet’s paws for a second and give a treat, several times a day, for a few days.' },
      { screen: 'Show the clipper', say: 'Then, show the clipper, let your pet sniff it and give a treat, without cutting anything.' },
      { screen: 'One nail', say: 'Then, clip just the tip of one nail, treat, and stop for today.' },
      { screen: 'Build up', say: 'Finally, add one more nail each session until you can do a whole paw calmly.' },
    ],
    myths: [
      {
        screen: 'Warm nose means sick?',
        myth: 'A warm, dry nose means your dog is sick.',
        fact: 'Nose temperature changes all day and says little. Watch appetite, energy and behaviour instead.',
      },
      {
        screen: 'Indoor cats need no vet?',
        myth: 'Indoor cats never need to see a vet.',
        fact: 'Indoor cats still get dental disease, kidney problems and weight gain. A yearly check catches them early.',
      },
    ],
    mistakes: [
      {
        screen: 'Human shampoo',
        mistake: 'You wash your dog with your own shampoo.',
        fix: 'Use a shampoo made for dogs. Their skin has a different balance, and human products can dry it out.',
      },
      {
        screen: 'Waiting it out',
        mistake: 'You wait a few days to see if your pet gets better after it stops eating.',
        fix: 'Call your vet within a day if your pet refuses food, and at once if it is a cat or a small puppy.',
      },
      {
        screen: 'Skipping the teeth',
        mistake: 'You never look inside your pet’s mouth.',
        fix: 'Lift the lip once a week and check for red gums, brown tartar or bad breath.',
      },
    ],
    facts: [
      { screen: 'Dental disease by age 3', say: 'Most dogs and cats show some signs of dental disease by the age of three.' },
      {
        screen: 'Only a twentieth on your pet',
        say: 'The adult fleas on your pet are often only about a twentieth of the problem. The rest live in your home as eggs and larvae.',
      },
    ],
    questions: [
      {
        question: 'How often should I bathe my dog?',
        answer: 'For most dogs, every month or two is enough, or when it is dirty. Bathing too often dries the skin.',
      },
      {
        question: 'How often does my pet need a vet check?',
        answer: 'Once a year for most adult pets, and twice a year for seniors, since problems develop faster with age.',
      },
    ],
    comparisons: [
      {
        a: 'Groomer',
        b: 'Grooming at home',
        verdict: 'Home care for the weekly basics like brushing, nails and teeth. A groomer for full cuts and breeds with difficult coats.',
      },
    ],
    before: 'Right now, nail trims are a wrestling match and you have no idea what your pet’s teeth look like.',
    after: 'After a few weeks of short, calm sessions, grooming takes ten minutes and you catch problems before they hurt.',
  },
  {
    id: 'adopting-a-pet',
    label: 'Adopting a pet',
    keywords: [
      'adopt',
      'adopting',
      'adoption',
      'rescue dog',
      'rescue cat',
      'shelter',
      'first dog',
      'first cat',
      'new pet',
      'getting a dog',
      'getting a cat',
      'breeder',
      'which breed',
      'first week',
    ],
    hooks: [
      'Before you adopt a dog, ask yourself who walks it on your busiest day.',
      'The first three days with a rescue dog decide a lot. Here is what to do.',
      'I adopted a scared shelter dog, and the three three three rule saved us.',
    ],
    tips: [
      { screen: 'Match the energy', say: 'Choose a pet for the life you have, not the one you wish you had. A couch lover with a husky will both be unhappy.' },
      {
        screen: 'Ask the shelter',
        say: 'Ask the shelter staff how the animal behaves with kids, cats and being alone. They know it better than the photo does.',
      },
      { screen: 'Prepare before day one', say: 'Buy the bed, bowls, lead, litter box and food before your pet arrives, so the first day is calm.' },
      { screen: 'Quiet first days', say: 'Keep the first days quiet, with no visitors and no big outings. Let your new pet explore at its own pace.' },
      { screen: 'Budget for the vet', say: 'Put aside money for the vet every month. Food is the small cost, surprise visits are the big one.' },
    ],
    steps: [
      { screen: 'Check your life', say: 'First, check your time, your home rules and your budget, and talk it through with everyone you live with.' },
      { screen: 'Visit more than once', say: 'Then, visit the animal you like more than once, at different times of day.' },
      { screen: 'Set up one room', say: 'Then, set up one quiet room with a bed, water and a hiding place for the first days.' },
      { screen: 'Give it time', say: 'Finally, follow a simple routine and give it time. Many rescues only show their real personality after a few weeks.' },
    ],
    myths: [
      {
        screen: 'Shelter pets are damaged?',
        myth: 'Shelter animals all have behaviour problems.',
        fact: 'Many end up in shelters because of moves, allergies or money problems. A lot of them are calm, house-trained adults.',
      },
      {
        screen: 'Only puppies bond?',
        myth: 'An adult dog won’t bond with you like a puppy would.',
        fact: 'Adult dogs bond deeply with new families. You also know their size and character from day one.',
      },
    ],
    mistakes: [
      {
        screen: 'Choosing by photo',
        mistake: 'You pick a pet because of a cute photo.',
        fix: 'Meet it, ask about its energy and habits, and choose by how it fits your day.',
      },
      {
        screen: 'Too much too soon',
        mistake: 'You take your new dog to a family party on the first weekend.',
        fix: 'Give it a quiet first week at home with short walks and a steady routine.',
      },
      {
        screen: 'Forgetting the years',
        mistake: 'You think about the first months, not the next fifteen years.',
        fix: 'Ask yourself who looks after your pet on holidays, moves and busy years before you sign.',
      },
    ],
    facts: [
      {
        screen: 'The 3-3-3 rule',
        say: 'Many shelters use the three three three rule. About three days to decompress, three weeks to learn the routine, three months to feel at home.',
      },
      { screen: 'Cats live 15 years', say: 'A healthy indoor cat can live fifteen years or more, so adopting one is a commitment of a decade and a half.' },
    ],
    questions: [
      {
        question: 'Puppy or adult dog for a first-time owner?',
        answer: 'An adult dog is often easier, because it is past the chewing and potty stage and its character is clear. A puppy needs a lot of time.',
      },
      {
        question: 'Why is my rescue dog hiding and not eating?',
        answer:
          'That is common in the first days. Give it space and quiet, keep food and water close, and call the vet if it still won’t eat after a day or two.',
      },
    ],
    comparisons: [
      {
        a: 'Shelter',
        b: 'Breeder',
        verdict:
          'A shelter gives a home to an animal that needs one, often already vaccinated. A responsible breeder fits if you need a specific breed, but avoid anyone selling without health checks.',
      },
    ],
    before: 'Right now, you scroll adoption pages every night and can’t decide if you are ready.',
    after: 'After this, you know which pet fits your life, your home is ready, and the first week goes calmly for both of you.',
  },
];
