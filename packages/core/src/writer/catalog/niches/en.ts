import type { NicheId, NicheVocab, TopicVocab } from '../types.ts';

/** en: vocabulary per niche (labels, pains, desires, mistakes, tips, myths, wins, hashtags). */
type AddedNiche = 'travel' | 'tech' | 'education' | 'parenting' | 'finance' | 'pets';

const SPEC_NICHES = {
  personal_development: {
    label: 'personal growth',
    pains: [
      'I start every Monday with a new plan and quit by Wednesday',
      'I know exactly what to do, I just can’t make myself do it',
      'I’m busy all day and still feel like I’m going nowhere',
    ],
    desires: ['build habits that actually stick', 'stop procrastinating for good', 'get more done without burning out'],
    mistakes: [
      { mistake: 'waiting for motivation before starting', fix: 'start with a two-minute version of the task and let motivation catch up' },
      { mistake: 'changing ten habits at once', fix: 'pick one habit and protect it for thirty days' },
      { mistake: 'planning the day without writing anything down', fix: 'write down three priorities the night before' },
      { mistake: 'comparing a chapter one to someone else’s chapter twenty', fix: 'compare yourself only with who you were last month' },
    ],
    tips: [
      'Put your phone in another room for the first hour of work. Your focus will double.',
      'Attach a new habit to an old one: after your morning coffee, ten minutes of reading.',
      'Track streaks, not perfect days. Missing one day is fine, missing two is a pattern.',
      'Decide tonight what the very first task of tomorrow will be.',
      'Celebrate small wins out loud. Your brain learns from rewards, not from guilt.',
    ],
    myths: [
      { myth: 'you need huge motivation to change your life', truth: 'systems beat motivation, because motivation runs out by lunchtime' },
      { myth: 'successful people all wake up at five in the morning', truth: 'the right schedule is the one you can keep, not the earliest one' },
    ],
    wins: ['I’ve kept my morning routine for two months straight', 'I finish my most important work before lunch now'],
    hashtags: ['personalgrowth', 'selfimprovement', 'productivity', 'habits', 'mindset', 'motivation', 'selfdevelopment', 'goals'],
  },
  business_marketing: {
    label: 'business',
    pains: ['I post every day and still get no clients', 'People like my content, but nobody buys', 'I have no idea what to post to actually sell'],
    desires: ['turn followers into paying clients', 'sell without feeling pushy', 'grow your business with content'],
    mistakes: [
      { mistake: 'talking about the product instead of the client’s problem', fix: 'open every post with the problem your client has right now' },
      { mistake: 'posting without a clear offer', fix: 'end every third post with one clear offer' },
      { mistake: 'chasing likes instead of conversations', fix: 'measure success by messages, not by likes' },
      { mistake: 'trying to sell to everyone', fix: 'describe your ideal client in one sentence and write only for them' },
    ],
    tips: [
      'Share one real client result every week. Proof sells better than promises.',
      'Answer the five questions clients ask you most, one video for each.',
      'Put your offer in your bio in plain words: who it is for and what they get.',
      'Reply to every comment in the first hour. The algorithm notices, and so do people.',
      'Show the process behind your work. People buy from people they trust.',
    ],
    myths: [
      { myth: 'you need a huge audience to make sales', truth: 'a small audience that trusts you sells more than a big one that doesn’t' },
      { myth: 'good content sells by itself', truth: 'content builds trust, but only a clear offer turns trust into sales' },
    ],
    wins: ['I got three new clients from a single video', 'People now message me asking how to work with me'],
    hashtags: ['business', 'marketing', 'smallbusiness', 'entrepreneur', 'contentmarketing', 'sales', 'branding', 'onlinebusiness'],
  },
  health_fitness: {
    label: 'fitness',
    pains: ['I train hard, but the scale won’t move', 'I start strong and give up after two weeks', 'I’m always tired, even when I sleep eight hours'],
    desires: ['lose weight without starving', 'get fit with just three workouts a week', 'have more energy every single day'],
    mistakes: [
      { mistake: 'skipping the warm-up', fix: 'spend five minutes warming up before every workout' },
      { mistake: 'doing only cardio', fix: 'add strength training twice a week' },
      { mistake: 'cutting calories too hard', fix: 'eat enough protein and cut slowly' },
      { mistake: 'training to exhaustion every single day', fix: 'plan your rest days the way you plan your workouts' },
    ],
    tips: [
      'Walk eight thousand steps a day. It is the easiest fat-loss tool you have.',
      'Put protein in every meal. You stay full longer and keep your muscle.',
      'Drink a glass of water before every meal.',
      'Sleep is part of training. Get seven hours before you add another workout.',
      'Write down the weights you lift. What gets tracked gets better.',
    ],
    myths: [
      { myth: 'crunches burn belly fat', truth: 'you can’t choose where you lose fat, your whole body loses it together' },
      { myth: 'lifting weights makes women bulky', truth: 'strength training makes you toned and strong, not bulky' },
    ],
    wins: ['I’ve lost five kilos and I’m not hungry all the time', 'I actually look forward to my workouts now'],
    hashtags: ['fitness', 'workout', 'health', 'fitnessmotivation', 'healthylifestyle', 'training', 'weightloss', 'gym'],
  },
  sport_entertainment: {
    label: 'sports',
    pains: [
      'I train a lot, but my results stopped improving',
      'I get nervous and play worse in real games than in practice',
      'I love the game, but I never have time to train properly',
    ],
    desires: ['play your best when it really matters', 'improve faster with less training time', 'stay consistent all season long'],
    mistakes: [
      { mistake: 'training only the skills that already come easy', fix: 'spend half of every session on your weakest skill' },
      { mistake: 'skipping recovery', fix: 'treat sleep and stretching as part of practice' },
      { mistake: 'copying the routines of professionals', fix: 'build a routine that fits your level and your schedule' },
      { mistake: 'ignoring the mental side of the game', fix: 'practise a short pre-game routine that calms your nerves' },
    ],
    tips: [
      'Film yourself once a week. The camera shows what you can’t feel.',
      'Set one small goal per session, not five.',
      'Before you start, picture the key moment of the game for two minutes.',
      'Warm up the way you’ll play: fast, focused and at game speed.',
      'Play with people slightly better than you. It’s the fastest way to level up.',
    ],
    myths: [
      { myth: 'talent matters more than practice', truth: 'over the long run, deliberate practice beats raw talent' },
      { myth: 'the more you train, the better you get', truth: 'you improve while you recover, not only while you train' },
    ],
    wins: ['I scored in my very first game after coming back', 'I finally feel calm before the big games'],
    hashtags: ['sports', 'athlete', 'training', 'sportlife', 'gameday', 'teamwork', 'sportsmotivation', 'coach'],
  },
  beauty_fashion: {
    label: 'beauty and style',
    pains: [
      'My closet is full, but I have nothing to wear',
      'I spend a fortune on skincare and my skin is still unhappy',
      'My makeup looks perfect at home and tired by noon',
    ],
    desires: ['look put together in ten minutes', 'build a wardrobe that actually works', 'get glowing skin without twenty products'],
    mistakes: [
      { mistake: 'buying clothes that go with nothing else in the wardrobe', fix: 'before you buy, name three outfits you’ll wear it with' },
      { mistake: 'using too many active skincare products at once', fix: 'introduce one new product at a time and give it four weeks' },
      { mistake: 'skipping sunscreen on cloudy days', fix: 'wear sunscreen every morning, whatever the weather' },
      { mistake: 'following every single trend', fix: 'keep only the trends that suit your face, your body and your life' },
    ],
    tips: [
      'Build your outfits around three base colours. Then everything matches.',
      'Moisturiser before makeup changes how long it lasts.',
      'A little tailoring makes inexpensive clothes look expensive.',
      'Wash your makeup brushes every week. Your skin will thank you.',
      'Take a photo of every outfit you love. That is your personal style guide.',
    ],
    myths: [
      { myth: 'expensive skincare works better', truth: 'the formula matters, not the price tag' },
      { myth: 'you need a lot of clothes to dress well', truth: 'a small wardrobe that matches beats a big one that doesn’t' },
    ],
    wins: ['I get dressed in five minutes and feel great', 'My skin has never looked this calm'],
    hashtags: ['beauty', 'fashion', 'style', 'skincare', 'makeup', 'outfitideas', 'beautytips', 'styletips'],
  },
  art_music: {
    label: 'art and music',
    pains: [
      'I have lots of ideas, but I never finish anything',
      'I practise for hours and still don’t sound the way I want',
      'Nobody sees my work, no matter how much I post',
    ],
    desires: ['finish your projects', 'find your own style', 'share your work with people who love it'],
    mistakes: [
      { mistake: 'waiting for inspiration', fix: 'show up at the same time every day and let inspiration follow the routine' },
      { mistake: 'polishing one piece forever', fix: 'set a deadline and release it when it’s good, not perfect' },
      { mistake: 'comparing early work with the greats', fix: 'compare your work with what you made a year ago' },
      { mistake: 'practising without a goal', fix: 'start every session knowing exactly what you want to improve' },
    ],
    tips: [
      'Make something small every day. Volume builds skill faster than perfection.',
      'Copy the artists you love, then change one thing. That is where style comes from.',
      'Show your process, not only the result. People fall in love with the journey.',
      'Keep a notebook for ideas. Most of them arrive when you are not working.',
      'Finish, publish, repeat. A finished piece teaches you more than a perfect draft.',
    ],
    myths: [
      { myth: 'real artists are born with talent', truth: 'skill is built from thousands of small, finished pieces' },
      { myth: 'you need expensive gear to make good work', truth: 'your ideas and your practice matter more than your tools' },
    ],
    wins: ['I finished my first song and people actually listen to it', 'I finally have a style people recognise'],
    hashtags: ['art', 'music', 'artist', 'musician', 'creative', 'artwork', 'creativity', 'songwriter'],
  },
  food_lifestyle: {
    label: 'food and lifestyle',
    pains: [
      'I come home exhausted and order takeaway again',
      'I want to eat healthy, but I have no time to cook',
      'I buy groceries and half of them go to waste',
    ],
    desires: ['eat well without spending hours in the kitchen', 'cook tasty meals on a budget', 'make your days calmer and more organised'],
    mistakes: [
      { mistake: 'cooking from scratch every single day', fix: 'cook two bases on Sunday and combine them all week' },
      { mistake: 'shopping without a list', fix: 'plan five dinners and buy only what they need' },
      { mistake: 'cooking everything on high heat', fix: 'give the pan time to heat up and the food time to brown' },
      { mistake: 'seasoning only at the very end', fix: 'taste and add salt at every step' },
    ],
    tips: [
      'Keep three sauces in the fridge. They turn plain food into a real dinner.',
      'Cook rice and grains in a big batch. They keep for four days.',
      'Wash and chop vegetables the moment you get home from the store.',
      'A squeeze of lemon at the end wakes up almost any dish.',
      'Set the table even when you eat alone. It changes the whole evening.',
    ],
    myths: [
      { myth: 'healthy food has to be expensive', truth: 'beans, eggs, oats and seasonal vegetables are cheap and healthy' },
      { myth: 'good cooking takes hours', truth: 'most great weeknight dinners take twenty minutes' },
    ],
    wins: ['I cook at home five days a week now, and it takes less time', 'Our grocery bill went down and we eat better'],
    hashtags: ['food', 'recipes', 'homecooking', 'lifestyle', 'healthyfood', 'foodie', 'easyrecipes', 'mealprep'],
  },
  general: {
    label: 'content creation',
    pains: ['I post regularly, but my account isn’t growing', 'I never know what to talk about in my videos', 'I spend hours on content and nobody watches it'],
    desires: [
      'grow your account with videos people actually watch',
      'post consistently without running out of ideas',
      'turn what you know into content that works',
    ],
    mistakes: [
      { mistake: 'starting videos with a long introduction', fix: 'say the most interesting thing in the first two seconds' },
      { mistake: 'posting only when inspiration strikes', fix: 'pick three fixed posting days and stick to them' },
      { mistake: 'trying to please everyone', fix: 'talk to one specific person in every video' },
      { mistake: 'keeping the personality out of the videos', fix: 'share your opinion, even if not everyone agrees' },
    ],
    tips: [
      'Write down every question people ask you. Each one is a video.',
      'Add subtitles. Most people watch without sound.',
      'Film five videos in one go, then post them over the week.',
      'End every video with one clear next step for the viewer.',
      'Check which videos people save, and make more like them.',
    ],
    myths: [
      { myth: 'you need to post every day to grow', truth: 'consistency matters more than frequency' },
      { myth: 'the algorithm hates small accounts', truth: 'the algorithm tests every video with new people, whatever the size of the account' },
    ],
    wins: ['My reels finally reach people who don’t follow me yet', 'I have a list of ideas for the next three months'],
    hashtags: ['contentcreator', 'reels', 'creatortips', 'creator', 'socialmedia', 'contentstrategy', 'growth', 'tips'],
  },
} satisfies Record<Exclude<NicheId, AddedNiche>, NicheVocab>;

const ADDED_NICHES = {
  travel: {
    label: 'travel',
    pains: [
      'I come back from every trip needing a holiday from my holiday',
      'Flights eat half my budget before the trip even starts',
      'I plan for weeks and still end up in tourist traps',
    ],
    desires: ['travel more without spending more', 'pack everything into one carry-on', 'find places that aren’t in every guidebook'],
    mistakes: [
      { mistake: 'booking flights on the very first search', fix: 'set a price alert and book when the fare drops' },
      { mistake: 'packing for every possible scenario', fix: 'pack for one week and plan one load of laundry' },
      { mistake: 'cramming five cities into one week', fix: 'pick two bases and take day trips from them' },
      { mistake: 'changing money at the airport', fix: 'pay with a card that has no foreign fees, or take cash from a bank machine in town' },
      { mistake: 'eating right next to the main sights', fix: 'walk three streets away from the crowds before choosing where to eat' },
    ],
    tips: [
      'Fly midweek. Tuesday and Wednesday flights are often the cheapest.',
      'Take a photo of your passport and keep a copy offline. If it gets lost, that saves you hours.',
      'Roll your clothes instead of folding them. They take less space and wrinkle less.',
      'Eat where the menu is only in the local language. That is where the locals eat.',
      'Download offline maps before you land. Airport Wi-Fi is never there when you need it.',
    ],
    myths: [
      {
        myth: 'travelling is only for people with a lot of money',
        truth: 'flexible dates, cheap flights and a daily budget make travel far more affordable than it looks',
      },
      { myth: 'booking at the last minute always gets the best price', truth: 'flights usually get more expensive in the last few weeks before departure' },
    ],
    wins: ['I spent ten days abroad with nothing but a carry-on', 'This trip cost half of what I used to spend'],
    hashtags: ['travel', 'traveltips', 'wanderlust', 'budgettravel', 'travelgram', 'instatravel', 'travelblogger', 'explore'],
  },
  tech: {
    label: 'tech',
    pains: [
      'I’ve watched a hundred tutorials and still can’t build anything on my own',
      'I spend more time fixing bugs than writing code',
      'Tech changes so fast that I always feel behind',
    ],
    desires: ['land your first job in tech', 'learn to code without burning out', 'get more out of the tools you already have'],
    mistakes: [
      { mistake: 'watching tutorials without building anything', fix: 'after every tutorial, build one small thing without looking at it' },
      { mistake: 'learning three programming languages at once', fix: 'pick one language and stay with it until a project is live' },
      { mistake: 'copying code without understanding it', fix: 'explain each line out loud before pasting it' },
      { mistake: 'putting off backups', fix: 'turn on automatic backups today, before they are needed' },
      { mistake: 'debugging by guessing', fix: 'read the error message to the end and reproduce the bug first' },
    ],
    tips: [
      'Learn the shortcuts of the editor you use every day. Ten of them save hours every month.',
      'Commit your code to Git every day. A small commit is a save point you will be glad to have.',
      'Build projects that solve a problem you actually have. You finish them, and they make a stronger portfolio.',
      'Stuck for twenty minutes? Write the question down in full. The answer often appears while you write.',
      'Use a password manager and turn on two-factor login. It takes ten minutes and stops most break-ins.',
    ],
    myths: [
      { myth: 'you have to be great at maths to learn programming', truth: 'everyday programming is mostly logic and patience, not advanced maths' },
      {
        myth: 'it’s too late to start a career in tech after thirty',
        truth: 'people move into tech at every age, and their earlier experience is often an advantage',
      },
    ],
    wins: ['I built my first app from scratch, and people actually use it', 'I fix bugs in minutes now, not in days'],
    hashtags: ['tech', 'coding', 'programming', 'developer', 'learntocode', 'webdev', 'technology', 'softwareengineer'],
  },
  education: {
    label: 'learning',
    pains: [
      'I study for hours and forget everything by the exam',
      'I understand the lesson, but I freeze when I have to use it',
      'I start a course full of motivation and drop it halfway',
    ],
    desires: ['remember what you study for longer than a week', 'prepare for exams without all-nighters', 'finish every course you start'],
    mistakes: [
      { mistake: 'rereading the same notes again and again', fix: 'close the notes and write down everything you remember' },
      { mistake: 'cramming the night before the exam', fix: 'spread the review over several short sessions across the week' },
      { mistake: 'highlighting whole pages', fix: 'turn each page into two questions and answer them the next day' },
      { mistake: 'studying with the phone on the desk', fix: 'leave the phone in another room for every study block' },
      { mistake: 'learning only by watching and listening', fix: 'after every lesson, solve one task or explain the idea in other words' },
    ],
    tips: [
      'Study in blocks of twenty-five minutes with five-minute breaks. Focus lasts longer than in one long marathon.',
      'Explain the topic to someone who knows nothing about it. The gaps show up straight away.',
      'Review new material the next day, then after three days, then after a week.',
      'Sleep after studying. Your brain stores what you learned while you sleep.',
      'Start every session by recalling what you learned last time, before you open the book.',
    ],
    myths: [
      { myth: 'some people just aren’t made for studying', truth: 'most of the difference comes from the method, not from talent' },
      { myth: 'the more hours you study, the better your results', truth: 'short, regular sessions with self-testing beat long marathons' },
      { myth: 'everyone is either a visual or an auditory learner', truth: 'everyone remembers more when pictures, words and practice come together' },
    ],
    wins: ['I passed the exam without a single all-nighter', 'I finished a course I had dropped three times before'],
    hashtags: ['education', 'studytips', 'learning', 'study', 'studentlife', 'teacher', 'studymotivation', 'studygram'],
  },
  parenting: {
    label: 'parenting',
    pains: ['Every bedtime turns into an hour-long battle', 'I say no all day long and nobody listens', 'I feel guilty every time I take a minute for myself'],
    desires: ['put the kids to bed without a fight', 'set limits without shouting', 'calm a tantrum without giving in'],
    mistakes: [
      { mistake: 'giving long explanations in the middle of a tantrum', fix: 'name the feeling in a few words and wait for calm before talking' },
      { mistake: 'changing the bedtime routine every night', fix: 'repeat the same three steps in the same order every evening' },
      { mistake: 'asking a question when there is no real choice', fix: 'give a clear instruction, or offer two options that both work' },
      { mistake: 'handing over a screen to fill every wait', fix: 'keep a small bag of quiet games for queues and car rides' },
      { mistake: 'praising only the result', fix: 'praise the effort and say exactly what the child did well' },
    ],
    tips: [
      'Give a five-minute warning before every change of activity. Kids resist surprises, not the change itself.',
      'Offer two choices that both work for you: the red cup or the blue one.',
      'Spend ten minutes a day playing whatever your child chooses. It prevents more conflicts than any rule.',
      'Put the house rules in pictures at your child’s eye level. A picture reminds better than a raised voice.',
      'Protect your own sleep too. A rested parent has far more patience.',
    ],
    myths: [
      { myth: 'good parents never lose their temper', truth: 'every parent loses their temper, and what matters is making up afterwards' },
      {
        myth: 'babies should sleep through the night after a few months',
        truth: 'waking at night is normal well into the toddler years, and every child gets there at their own pace',
      },
    ],
    wins: ['Bedtime takes twenty minutes now, and nobody cries', 'The kids come to tell me about their mistakes instead of hiding them'],
    hashtags: ['parenting', 'momlife', 'dadlife', 'parentingtips', 'motherhood', 'gentleparenting', 'toddlerlife', 'familylife'],
  },
  finance: {
    label: 'finance',
    pains: [
      'I earn decent money and still have nothing left at the end of the month',
      'Tax season is a nightmare of lost receipts',
      'I want to invest, but I’m scared of losing everything',
    ],
    desires: ['save money without giving up everything you enjoy', 'stop overpaying tax, legally', 'start investing with a small amount'],
    mistakes: [
      { mistake: 'saving whatever is left at the end of the month', fix: 'move a fixed amount to savings on payday, before spending anything' },
      { mistake: 'keeping receipts in a shoebox until tax season', fix: 'photograph every receipt the day it arrives and keep them all in one folder' },
      { mistake: 'mixing personal and business money', fix: 'open a separate account for work income and expenses' },
      { mistake: 'investing in whatever is trending this week', fix: 'buy a broad index fund every month and stop checking the price every day' },
      { mistake: 'ignoring small monthly subscriptions', fix: 'list every subscription once a quarter and cancel the ones nobody uses' },
    ],
    tips: [
      'Build an emergency fund worth three months of expenses before you invest.',
      'Set aside a share of every payment for tax on the day it arrives. Then the tax bill is never a surprise.',
      'Write down every expense for one month. Almost everyone finds money that was quietly leaking away.',
      'Pay off the debt with the highest interest rate first.',
      'Check which expenses you can deduct. Many freelancers pay tax on money they already spent on their work.',
    ],
    myths: [
      { myth: 'you need a lot of money to start investing', truth: 'you can start with a small amount every month, and time does most of the work' },
      { myth: 'a tax refund is a bonus', truth: 'a refund is money you overpaid during the year, coming back late' },
    ],
    wins: ['I have an emergency fund for the first time in my life', 'I filed my taxes in one evening, without any panic'],
    hashtags: ['finance', 'personalfinance', 'money', 'investing', 'taxes', 'budgeting', 'savings', 'financialfreedom'],
  },
  pets: {
    label: 'pet care',
    pains: [
      'My pet turns the house upside down every time I leave',
      'Every walk with my dog is a tug of war',
      'I spend a fortune at the vet and still don’t know what my pet needs',
    ],
    desires: [
      'understand what your pet is trying to tell you',
      'teach good manners without shouting or punishment',
      'keep your pet healthy and spend less at the vet',
    ],
    mistakes: [
      { mistake: 'punishing a pet for something it did hours ago', fix: 'reward the behaviour you want within two seconds of seeing it' },
      { mistake: 'feeding from the table', fix: 'keep meals in the bowl and treats for training only' },
      { mistake: 'skipping the yearly check-up because the pet seems fine', fix: 'book a vet check-up once a year, even when everything looks normal' },
      { mistake: 'leaving a bored pet alone all day with nothing to do', fix: 'leave a puzzle feeder or something to chew before going out' },
      { mistake: 'switching food overnight', fix: 'mix the new food into the old one over about a week' },
    ],
    tips: [
      'Train in five-minute sessions. Short and often beats one long lesson.',
      'Weigh your pet once a month. A change in weight is often the first sign that something is wrong.',
      'Let your dog sniff on walks. Ten minutes of sniffing tires a dog more than half an hour of running.',
      'Brush your pet’s teeth a few times a week. Dental problems are among the most common reasons for a vet visit.',
      'Save the number of a 24-hour emergency vet in your phone today.',
    ],
    myths: [
      { myth: 'a warm, dry nose means a pet is ill', truth: 'the nose says almost nothing about health, while appetite, energy and behaviour say a lot' },
      { myth: 'older pets can’t learn anything new', truth: 'pets keep learning at any age when lessons are short and rewarding' },
    ],
    wins: ['My pet stays calm when I leave the house now', 'Our vet visit was quick and calm for the first time'],
    hashtags: ['pets', 'petcare', 'petlover', 'dogsofinstagram', 'catsofinstagram', 'pettraining', 'petlife', 'animallovers'],
  },
} satisfies Record<AddedNiche, NicheVocab>;

export const EN_NICHES: Record<NicheId, NicheVocab> = { ...SPEC_NICHES, ...ADDED_NICHES };

/** en: lines for an idea no niche's vocabulary covers (true of almost any practical idea). */
export const EN_ANY_TOPIC: TopicVocab = {
  pains: [
    'I’ve read everything about it and still don’t know where to start',
    'I try for a few days, then life gets in the way',
    'I keep waiting for the right moment, and it never comes',
  ],
  desires: ['see real progress in the next thirty days', 'finally get it done without burning out', 'make it part of your week without a big effort'],
  mistakes: [
    { mistake: 'trying to change everything at once', fix: 'pick one small change and repeat it every day for two weeks' },
    { mistake: 'waiting for the perfect moment to start', fix: 'start today with the smallest version you can do' },
    { mistake: 'copying what worked for someone else', fix: 'test it on yourself and keep only what actually helps' },
    { mistake: 'judging the result after a few days', fix: 'give it a month and write down where you started' },
  ],
  tips: [
    'Write down where you are today. In a month you’ll see exactly how far you’ve come.',
    'Start with five minutes. Small is easy to repeat, and repeating is what works.',
    'Tie it to something you already do every day, like your morning coffee.',
    'Ask someone who has already done it. One good question can save you months.',
    'Decide now what you’ll do when you miss a day, so one miss doesn’t become a week.',
  ],
  myths: [
    { myth: 'you need hours of free time to get anywhere with it', truth: 'a few focused minutes every day beat one long session a month' },
    { myth: 'some people are just born good at this', truth: 'most of the difference is practice and a plan you actually follow' },
  ],
  wins: ['I stopped overthinking it and finally see progress', 'Ten minutes a day, and a month later it actually works'],
};
