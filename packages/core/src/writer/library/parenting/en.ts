import type { NicheMaterial } from '../types.ts';

/** parenting, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'baby-sleep',
    label: 'Baby sleep',
    keywords: [
      'baby sleep',
      'sleep',
      'bedtime',
      'bedtime routine',
      'nap',
      'naps',
      'night waking',
      'sleep regression',
      'sleep training',
      'contact nap',
      'won’t sleep',
      'sleeping through the night',
      'wake windows',
      'sleep schedule',
      'toddler sleep',
      'co-sleeping',
    ],
    hooks: [
      'Your baby may fight sleep because bedtime comes too late, not too early.',
      'The bedtime routine that finally got my baby asleep in twenty minutes.',
      'If every nap is a battle, check how long your baby has been awake first.',
    ],
    tips: [
      {
        screen: 'Same routine every night',
        say: 'Do the same three or four steps every night, like bath, pyjamas, feed, song. The order tells your baby sleep is coming.',
      },
      {
        screen: 'Watch the wake windows',
        say: 'Watch how long your baby has been awake. An overtired baby fights sleep harder than a baby who is not tired enough.',
      },
      { screen: 'Dark and boring', say: 'Keep night feeds dark, quiet and boring. Save the chatting and smiling for the daytime.' },
      {
        screen: 'Daylight in the morning',
        say: 'Open the curtains and get outside in the morning. Daylight helps your baby’s body clock tell day from night.',
      },
      { screen: 'Drowsy but awake', say: 'Sometimes put your baby down drowsy but still awake, so falling asleep in the cot becomes familiar.' },
    ],
    steps: [
      { screen: 'Dim the lights', say: 'First, dim the lights and turn off screens about half an hour before bed.' },
      { screen: 'Bath or wash', say: 'Then, a warm bath or a quick wash and fresh pyjamas.' },
      { screen: 'Feed and a book', say: 'Then, a feed and a short book or song in the same chair every night.' },
      { screen: 'Into the cot', say: 'Finally, into the cot on the back, with the same goodnight words every time.' },
    ],
    myths: [
      {
        screen: 'Skip naps for better nights?',
        myth: 'If you keep your baby awake all day, it will sleep better at night.',
        fact: 'Overtired babies usually sleep worse. Good naps during the day often lead to easier nights.',
      },
      {
        screen: 'Solids fix sleep?',
        myth: 'Starting solids early makes a baby sleep through the night.',
        fact: 'Studies haven’t shown that early solids fix night waking. Start solids when your baby is ready, usually around six months.',
      },
    ],
    mistakes: [
      {
        screen: 'Bedtime too late',
        mistake: 'You push bedtime later hoping your baby will sleep longer in the morning.',
        fix: 'Try an earlier bedtime for a week. Many babies actually sleep longer when they go down earlier.',
      },
      {
        screen: 'Changing plans every night',
        mistake: 'You try a new sleep trick every night.',
        fix: 'Pick one approach and stay with it for at least a week before you judge it.',
      },
      {
        screen: 'Soft things in the cot',
        mistake: 'You put pillows, bumpers or soft toys in the cot to make it cosy.',
        fix: 'Keep the cot empty apart from a fitted sheet. That is the safe setup for a baby.',
      },
    ],
    facts: [
      { screen: '14 to 17 hours', say: 'Newborns sleep about fourteen to seventeen hours in every twenty-four, but only in short stretches.' },
      {
        screen: 'Back to sleep',
        say: 'Putting babies to sleep on their back in their own clear cot for the first year is one of the safest things you can do.',
      },
    ],
    questions: [
      {
        question: 'When will my baby sleep through the night?',
        answer: 'There is a wide normal range. Many babies still wake at least once in the first year, and that is not a sign that you did something wrong.',
      },
      {
        question: 'What is the four month sleep regression?',
        answer: 'Around four months, sleep starts working more like an adult’s, with lighter phases. Many babies wake more for a few weeks, then settle.',
      },
    ],
    comparisons: [
      {
        a: 'Sleep training',
        b: 'Responsive settling',
        verdict: 'Both can work. Choose the one you can do calmly every night, because consistency matters more than the method.',
      },
    ],
    before: 'Right now, bedtime takes two hours and you are up every time your baby stirs.',
    after: 'After a couple of weeks of the same routine, bedtime is calmer and you get longer stretches of sleep yourself.',
  },
  {
    id: 'toddler-tantrums',
    label: 'Toddler tantrums',
    keywords: [
      'tantrum',
      'tantrums',
      'meltdown',
      'meltdowns',
      'toddler',
      'terrible twos',
      'threenager',
      'big feelings',
      'gentle parenting',
      'hitting',
      'saying no',
      'discipline',
      'sibling fights',
      'screaming',
      'public meltdown',
      'boundaries',
    ],
    hooks: [
      'Your toddler is not giving you a hard time. Your toddler is having a hard time.',
      'What I say when my toddler melts down in the supermarket.',
      'Naming the feeling ends most of our tantrums faster than any threat.',
    ],
    tips: [
      { screen: 'Name the feeling', say: 'Name the feeling out loud: you are angry that we have to leave. A feeling with a name gets smaller.' },
      { screen: 'Give two choices', say: 'Offer two choices you are happy with: red cup or blue cup. Toddlers fight less when they get a say.' },
      { screen: 'Warn before changes', say: 'Give a warning before a change: two more slides, then we go home. Sudden endings cause a lot of meltdowns.' },
      {
        screen: 'Stay close and calm',
        say: 'During the meltdown, stay close, speak little and keep your voice low. You can’t reason with a toddler mid-tantrum.',
      },
      { screen: 'Check the basics', say: 'Check hunger and tiredness first. A snack or a nap solves more tantrums than any clever script.' },
    ],
    steps: [
      { screen: 'Keep everyone safe', say: 'First, keep everyone safe: move things away or move your child somewhere quieter.' },
      { screen: 'Breathe first', say: 'Then, take one slow breath yourself before you say anything.' },
      { screen: 'Name it, hold the line', say: 'Then, name the feeling and keep the limit: you really want the sweets, and the answer is still no.' },
      { screen: 'Reconnect after', say: 'Finally, when it is over, offer a hug and talk briefly about what happened, without a lecture.' },
    ],
    myths: [
      {
        screen: 'Tantrums mean bad parenting?',
        myth: 'If your toddler has tantrums, you are doing something wrong.',
        fact: 'Tantrums are a normal part of development. Young children feel big emotions long before they can control them.',
      },
      {
        screen: 'Giving in stops it?',
        myth: 'Giving in is the fastest way to stop a tantrum.',
        fact: 'It stops this one, but it teaches that tantrums work. Staying calm and kind while keeping the limit makes them rarer over time.',
      },
    ],
    mistakes: [
      {
        screen: 'Explaining mid-meltdown',
        mistake: 'You explain and reason while your child is screaming.',
        fix: 'Say less during the storm. Talk about it once your child is calm again.',
      },
      {
        screen: 'Shouting back',
        mistake: 'You shout to get your toddler to stop shouting.',
        fix: 'Lower your voice and slow down. Your child borrows your calm before learning their own.',
      },
      {
        screen: 'Too many rules',
        mistake: 'You say no to everything all day.',
        fix: 'Keep a few firm rules about safety and kindness, and say yes where it doesn’t matter.',
      },
    ],
    facts: [
      {
        screen: 'Peak at one to three',
        say: 'Tantrums are most common between about one and three years old, and most children have far fewer by the age of four or five.',
      },
      {
        screen: 'Brain still building',
        say: 'The part of the brain that controls impulses keeps developing until the mid-twenties, so a two-year-old really can’t just calm down.',
      },
    ],
    questions: [
      {
        question: 'Should I ignore tantrums?',
        answer: 'Ignore the behaviour, not the child. Stay nearby and calm, don’t give in, and reconnect as soon as it passes.',
      },
      {
        question: 'What do I do when my toddler hits?',
        answer: 'Calmly block the hand and say: I won’t let you hit. Then show what to do instead, like stomping feet or squeezing a pillow.',
      },
    ],
    comparisons: [
      {
        a: 'Time out',
        b: 'Time in',
        verdict:
          'A time in, staying close until your child is calm, often works better for toddlers. Older children may like a calm-down corner they choose themselves.',
      },
    ],
    before: 'Right now, every no turns into screaming on the floor and you dread going to the shops.',
    after: 'After a few weeks of the same calm steps, meltdowns are shorter and you know exactly what to say.',
  },
  {
    id: 'screen-time',
    label: 'Screen time for kids',
    keywords: [
      'screen time',
      'screens',
      'tablet',
      'ipad',
      'ipad kid',
      'phone for kids',
      'cartoons',
      'youtube kids',
      'video games',
      'gaming',
      'tv',
      'first phone',
      'digital detox',
      'screen rules',
      'social media for kids',
    ],
    hooks: [
      'Taking the tablet away is not the hard part. The ten minutes after is.',
      'How we cut screen time without daily fights.',
      'No screens at meals or before bed changed our evenings more than any time limit.',
    ],
    tips: [
      { screen: 'Warn before it ends', say: 'Give a five minute warning and end screens at a natural stop, like the end of an episode, not mid-game.' },
      { screen: 'Screens out of bedrooms', say: 'Keep screens out of bedrooms at night, yours included. It protects sleep more than any app setting.' },
      { screen: 'Have a next activity', say: 'Have the next activity ready before screen time ends, like a snack, a walk or a game together.' },
      { screen: 'Watch together', say: 'Watch or play with your child sometimes. Talking about what they see turns screen time into something shared.' },
      { screen: 'Same rules for you', say: 'Put your own phone away at meals. Kids copy what you do much more than what you say.' },
    ],
    steps: [
      { screen: 'See where you are', say: 'First, for one week, just notice how much time your child spends on screens and when.' },
      { screen: 'Pick screen-free zones', say: 'Then, choose two screen-free times, like meals and the hour before bed.' },
      { screen: 'Agree on the rules', say: 'Then, agree the rules with your child and write them down, so it is the rule saying no and not you.' },
      { screen: 'Review after a month', say: 'Finally, after a month, look at what works and adjust together.' },
    ],
    myths: [
      {
        screen: 'All screen time is equal?',
        myth: 'All screen time is equally bad.',
        fact: 'Video calls with grandparents or a film watched together are very different from hours of autoplay alone. Content and context matter.',
      },
      {
        screen: 'Educational apps are enough?',
        myth: 'Educational apps can replace play and reading.',
        fact: 'Young children learn most from talking, playing and reading with a person. Apps can add to that, not replace it.',
      },
    ],
    mistakes: [
      {
        screen: 'Screens as the only calm',
        mistake: 'You use a screen every time your child gets upset.',
        fix: 'Keep screens as one option, and practise other ways to calm down, like a cuddle, a drink or a walk.',
      },
      {
        screen: 'Ending without warning',
        mistake: 'You switch off the tablet without any warning.',
        fix: 'Give a warning and a clear end point, like the end of the episode.',
      },
      {
        screen: 'Rules only for kids',
        mistake: 'You scroll at the table while telling your kids to put devices away.',
        fix: 'Make screen-free times for the whole family, you included.',
      },
    ],
    facts: [
      {
        screen: 'Under 2: no videos',
        say: 'The World Health Organization does not recommend sitting in front of screens, like watching videos, for children under two.',
      },
      {
        screen: 'Up to 1 hour at 2–4',
        say: 'For children aged two to four, the World Health Organization recommends no more than one hour of screen time a day, and less is better.',
      },
    ],
    questions: [
      {
        question: 'What age should my child get a phone?',
        answer:
          'There is no perfect age. Start with a basic phone or tight settings, agree rules first, and add freedom as your child shows they can handle it.',
      },
      {
        question: 'Why does my child melt down when screen time ends?',
        answer: 'Screens are built to be hard to stop, and ending suddenly feels like a loss. A warning, a clear end point and a next activity make it easier.',
      },
    ],
    comparisons: [
      {
        a: 'Strict time limits',
        b: 'Screen-free times',
        verdict:
          'Screen-free times, like meals and bedtime, are easier to keep and cause fewer fights. Add a time limit on top if screens still crowd out sleep or play.',
      },
    ],
    before: 'Right now, every evening ends in a fight over the tablet and nobody wins.',
    after: 'After a month of clear rules, screens end with a warning instead of a war, and evenings are calmer for everyone.',
  },
  {
    id: 'picky-eaters',
    label: 'Picky eaters and family meals',
    keywords: [
      'picky eater',
      'picky eating',
      'fussy eater',
      'won’t eat vegetables',
      'eats nothing',
      'toddler meals',
      'kids lunch',
      'lunchbox',
      'solids',
      'baby led weaning',
      'family dinner',
      'snacks',
      'trying new foods',
      'vegetables for kids',
      'mealtime battles',
    ],
    hooks: [
      'Your child is not a picky eater forever. They just need more exposures than you think.',
      'I stopped saying one more bite, and dinner got better.',
      'I put one safe food on every plate, and my fussy eater started trying new ones.',
    ],
    tips: [
      { screen: 'One safe food', say: 'Put one food your child already likes on every plate, next to the new one. It takes the pressure off.' },
      { screen: 'Tiny portions', say: 'Serve a tiny piece of the new food, like one pea or one slice. A small amount feels less scary.' },
      { screen: 'No pressure', say: 'Don’t bribe, praise or push bites. Pressure usually makes children eat less of the food you want them to try.' },
      { screen: 'Eat together', say: 'Eat the same food at the same table when you can. Children copy what they see you eat.' },
      { screen: 'Let them help', say: 'Let your child wash, stir or choose a vegetable at the shop. Children are more curious about food they helped make.' },
    ],
    steps: [
      { screen: 'Look and touch', say: 'First, just put the new food on the table, and let your child look at it and touch it.' },
      { screen: 'Smell and lick', say: 'Then, invite a smell or a lick, with no need to eat it.' },
      { screen: 'Tiny taste', say: 'Then, offer a tiny taste and let your child spit it out into a napkin if they want.' },
      { screen: 'Repeat for weeks', say: 'Finally, keep serving it calmly a couple of times a week, even if it gets refused again.' },
    ],
    myths: [
      {
        screen: 'Clean the plate?',
        myth: 'Children should finish their plate before they leave the table.',
        fact: 'Forcing a clean plate teaches children to ignore their fullness. You decide what is served, your child decides how much to eat.',
      },
      {
        screen: 'They’ll starve?',
        myth: 'If your picky eater skips dinner, they will go hungry and get ill.',
        fact: 'Healthy children balance their food over several days, not one meal. Offer regular meals and snacks and trust that.',
      },
    ],
    mistakes: [
      {
        screen: 'Cooking separate meals',
        mistake: 'You cook a separate meal every time your child refuses dinner.',
        fix: 'Serve one family meal that always includes one food your child accepts.',
      },
      {
        screen: 'Grazing all day',
        mistake: 'Your child snacks all afternoon and then isn’t hungry for dinner.',
        fix: 'Set snack times and leave about two hours without food before meals.',
      },
      {
        screen: 'Dessert as a prize',
        mistake: 'You promise dessert for eating the vegetables.',
        fix: 'Keep dessert neutral, sometimes served with the meal, so vegetables aren’t the punishment you get through.',
      },
    ],
    facts: [
      { screen: 'Up to 15 tries', say: 'A child may need to try a new food ten to fifteen times before accepting it, so one refusal means nothing yet.' },
      { screen: 'Small stomachs', say: 'A toddler’s portion is often a quarter to a half of an adult’s, so a few bites can honestly be a full meal.' },
    ],
    questions: [
      {
        question: 'Should I hide vegetables in food?',
        answer: 'It can add nutrients, but also serve vegetables in plain sight. Your child can only learn to like foods they actually see and taste.',
      },
      {
        question: 'When should I worry about picky eating?',
        answer: 'Talk to your doctor if your child is losing weight, eats very few foods in total, or gags and panics at new foods.',
      },
    ],
    comparisons: [
      {
        a: 'Hiding vegetables',
        b: 'Serving them openly',
        verdict: 'Serving openly teaches acceptance over time. Hiding can top up nutrients, so many parents do both.',
      },
    ],
    before: 'Right now, dinner is a daily negotiation and your child lives on pasta and crackers.',
    after: 'After a couple of months without pressure, dinner is calmer and a few new foods have quietly joined the list.',
  },
  {
    id: 'homework-school',
    label: 'Homework and school',
    keywords: [
      'homework',
      'school',
      'back to school',
      'school morning',
      'morning routine',
      'school drop off',
      'reading',
      'learning to read',
      'homework fights',
      'grades',
      'teacher',
      'first day of school',
      'study habits',
      'kindergarten',
      'school anxiety',
    ],
    hooks: [
      'Homework is not a fight about maths. It is a fight about timing.',
      'How we turned school mornings from chaos into twenty calm minutes.',
      'Stop asking how was school. Ask what made them laugh today.',
    ],
    tips: [
      { screen: 'Snack first', say: 'Give a snack and some free time before homework. A hungry, tired brain after school fights everything.' },
      { screen: 'Same time, same place', say: 'Do homework at the same time and at the same table every day, so it becomes routine instead of a debate.' },
      {
        screen: 'Sit nearby, don’t do it',
        say: 'Sit nearby and be available, but let your child do the work. Mistakes show the teacher what needs explaining.',
      },
      { screen: 'Prep the night before', say: 'Pack the bag and lay out clothes the night before. Mornings go better when there are no decisions left.' },
      { screen: 'Better questions', say: 'Ask specific questions after school, like what made you laugh today, instead of how was school.' },
    ],
    steps: [
      { screen: 'Break and snack', say: 'First, after school, a snack and about thirty minutes of free play or rest.' },
      { screen: 'Look at the list', say: 'Then, look at all the homework together and decide what to do first.' },
      { screen: 'Short focused blocks', say: 'Then, work in short blocks, like fifteen or twenty minutes, with a short movement break in between.' },
      { screen: 'Pack for tomorrow', say: 'Finally, put the finished work straight into the school bag, ready for the morning.' },
    ],
    myths: [
      {
        screen: 'More homework, better grades?',
        myth: 'The more homework, the better your child does at school.',
        fact: 'For young children, research links lots of homework to little gain. Reading together and enough sleep matter more.',
      },
      {
        screen: 'Helping means correcting?',
        myth: 'A good parent makes sure the homework has no mistakes.',
        fact: 'Homework is for practice. If you fix every mistake, the teacher can’t see what your child needs help with.',
      },
    ],
    mistakes: [
      {
        screen: 'Homework straight away',
        mistake: 'You start homework the minute your child walks in the door.',
        fix: 'Give a snack and a break first, then start at a set time.',
      },
      {
        screen: 'Doing it for them',
        mistake: 'You end up doing the homework yourself to get it over with.',
        fix: 'Help with the first example, then step back and let your child try the rest.',
      },
      {
        screen: 'Rushed mornings',
        mistake: 'You try to find shoes, sign forms and make lunches at seven in the morning.',
        fix: 'Move everything you can to the evening before, and keep a checklist by the door.',
      },
    ],
    facts: [
      {
        screen: '10 minutes per grade',
        say: 'A common guideline in American schools is about ten minutes of homework per grade per night, so around twenty minutes in second grade.',
      },
      {
        screen: '9 to 12 hours of sleep',
        say: 'Children aged six to twelve need about nine to twelve hours of sleep a night, and tired kids find homework much harder.',
      },
    ],
    questions: [
      {
        question: 'Should I help with homework or let my child do it alone?',
        answer: 'Be nearby and help them start, but let them do the thinking. If they are stuck every night, talk to the teacher.',
      },
      {
        question: 'How do I get my child to read more?',
        answer: 'Read aloud together, even after they can read alone, and let them choose books, comics included. Enjoyment comes before level.',
      },
    ],
    comparisons: [
      {
        a: 'Homework right after school',
        b: 'Homework after a break',
        verdict: 'After a short break wins for most children, because they come back fed and rested. Just keep the start time fixed so it doesn’t drift late.',
      },
    ],
    before: 'Right now, homework ends in tears every evening and mornings are a race to the school gate.',
    after: 'After a few weeks of a steady routine, homework takes its set time and you leave the house without shouting.',
  },
  {
    id: 'new-parent-life',
    label: 'Life as a new parent',
    keywords: [
      'new mom',
      'new mum',
      'new dad',
      'first time mom',
      'first time parents',
      'newborn',
      'postpartum',
      'maternity leave',
      'mom guilt',
      'baby blues',
      'sleep deprived',
      'parent burnout',
      'relationship after baby',
      'fourth trimester',
      'newborn days',
      'mom life',
    ],
    hooks: [
      'Nobody told me the hardest part of the first month would be the nights, not the baby.',
      'If you are a new parent running on three hours of sleep, this is for you.',
      'Before your first baby arrives, agree who does which night wake-ups.',
    ],
    tips: [
      { screen: 'Sleep in shifts', say: 'If you have a partner, take night shifts, so each of you gets one longer block of sleep.' },
      { screen: 'Accept specific help', say: 'When people offer help, give them a concrete job, like bringing dinner or holding the baby while you shower.' },
      { screen: 'Lower the bar', say: 'Lower the bar for the house for a few months. Fed baby, fed parents and some rest are the whole list.' },
      {
        screen: 'Get outside daily',
        say: 'Get outside for a short walk every day, even for ten minutes. Daylight and movement help your mood and your baby’s body clock.',
      },
      { screen: 'Talk about feelings', say: 'Say out loud how you really feel to someone you trust. Keeping it in makes it heavier.' },
    ],
    steps: [
      { screen: 'Plan the nights', say: 'First, before the baby comes or as soon as you can, agree who does which night feeds or wake-ups.' },
      { screen: 'Freeze meals', say: 'Then, fill the freezer with easy meals or line up a few people who can bring food.' },
      { screen: 'Set a feeding station', say: 'Then, set up a spot with water, snacks, a charger and burp cloths where you feed the baby.' },
      { screen: 'Check in weekly', say: 'Finally, once a week, ask each other honestly how you are doing and what would help.' },
    ],
    myths: [
      {
        screen: 'Instant bond?',
        myth: 'You should feel an instant, overwhelming love the moment your baby is born.',
        fact: 'For many parents the bond grows over weeks. Feeling numb or unsure at first is common and does not mean you are failing.',
      },
      {
        screen: 'Good parents do it alone?',
        myth: 'A good parent can handle it all without help.',
        fact: 'Humans have always raised babies with help. Asking for it is a skill, not a weakness.',
      },
    ],
    mistakes: [
      {
        screen: 'Skipping your own meals',
        mistake: 'You feed the baby every two hours and forget to eat yourself.',
        fix: 'Keep one-hand snacks and a big water bottle where you usually feed.',
      },
      {
        screen: 'Comparing online',
        mistake: 'You compare your messiest days with other parents’ best photos.',
        fix: 'Mute accounts that make you feel worse, and talk to real parents about real days.',
      },
      {
        screen: 'Ignoring low mood',
        mistake: 'You hope the low mood will pass on its own after weeks.',
        fix: 'If you feel low or anxious for more than two weeks, talk to your doctor or midwife. Help works.',
      },
    ],
    facts: [
      {
        screen: 'Baby blues are common',
        say: 'Up to eight in ten new mothers get the baby blues in the first days after birth, which usually fade within two weeks.',
      },
      { screen: 'About 1 in 7', say: 'Postnatal depression affects roughly one in seven new mothers and around one in ten new fathers, and it is treatable.' },
    ],
    questions: [
      {
        question: 'Is it normal to feel like I don’t know what I’m doing?',
        answer: 'Yes. Nearly every new parent feels it. You learn your baby one day at a time, and confidence comes from practice, not instinct.',
      },
      {
        question: 'How do we keep our relationship going with a newborn?',
        answer: 'Small things count now: ten minutes of talking that isn’t about the baby, a thank you for the night feed, a short walk together.',
      },
    ],
    comparisons: [
      {
        a: 'Doing it all yourself',
        b: 'Splitting the load',
        verdict: 'Splitting wins. Write down who does what, from night feeds to laundry, because unspoken jobs always land on one person.',
      },
    ],
    before: 'Right now, you are running on broken sleep and wondering if everyone else finds this easier.',
    after: 'With a plan for the nights and people to lean on, the weeks get lighter and you start to enjoy your baby.',
  },
];
