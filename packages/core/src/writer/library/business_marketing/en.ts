import type { NicheMaterial } from '../types.ts';

/** business_marketing, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'instagram-growth',
    label: 'Instagram reels and reach',
    keywords: [
      'instagram',
      'gain followers',
      'growth',
      'followers',
      'reels',
      'reach',
      'views',
      'algorithm',
      'engagement',
      'content plan',
      'what to post',
      'content ideas',
      'shadowban',
      'viral',
      'tiktok',
      'hooks',
    ],
    hooks: [
      'Your reels are not flopping because of the algorithm. They flop in the first two seconds.',
      'I stopped chasing followers and my account finally started growing.',
      'If you post every day and nothing happens, posting more is not the fix. A sharper first line is.',
    ],
    tips: [
      {
        screen: 'Hook in two seconds',
        say: 'Say the point of the reel in the first two seconds. Nobody waits for the intro to find out why they should stay.',
      },
      {
        screen: 'Text on the first frame',
        say: 'Put a short line of text on the first frame. Many people scroll with the sound off, and the text is what stops them.',
      },
      { screen: 'One reel, one idea', say: 'Give every reel exactly one idea. When you squeeze in three, people remember none of them.' },
      { screen: 'Write for one person', say: 'Picture one real follower while you write. Content for everyone sounds like it is for no one.' },
      { screen: 'Repeat what worked', say: 'Take your best reel from last month and make a new version of it. A topic that worked once usually works again.' },
      {
        screen: 'Saves beat likes',
        say: 'Make things people want to keep, like checklists and step-by-step tips. A save tells you the reel was useful, not just pleasant.',
      },
    ],
    steps: [
      { screen: '1. Pick three topics', say: 'First, choose three topics you can talk about for a year without getting bored.' },
      { screen: '2. Collect questions', say: 'Then write down every question your clients or followers have asked you. Each one is a reel.' },
      { screen: '3. Batch on Sunday', say: 'Then film three or four reels in one sitting, so a busy week never leaves you with nothing to post.' },
      { screen: '4. Check once a week', say: 'Finally, once a week, look at which reels people watched to the end, and make more like them.' },
    ],
    myths: [
      {
        screen: 'Hashtags make you viral?',
        myth: 'The right hashtags will make your reels go viral.',
        fact: 'Hashtags help a little with sorting your content. What spreads a reel is people watching it to the end and sharing it.',
      },
      {
        screen: 'You need to post daily?',
        myth: 'You have to post every single day or the algorithm forgets you.',
        fact: 'Three good reels a week beat seven rushed ones. Consistency you can keep for a year matters more than a daily streak you drop in a month.',
      },
    ],
    mistakes: [
      {
        screen: 'Slow intros',
        mistake: 'You start with "Hi guys, today I want to talk about".',
        fix: 'Open with the result or the problem, and say hello later or not at all.',
      },
      {
        screen: 'Copying trends blindly',
        mistake: 'You jump on every trending audio even when it has nothing to do with your topic.',
        fix: 'Use a trend only when you can tie it to what your page is about.',
      },
      {
        screen: 'Judging one reel',
        mistake: 'You delete a reel because it got few views in the first hour.',
        fix: 'Judge your content by ten reels, not one, and look at how long people watched.',
      },
    ],
    facts: [
      {
        screen: '150 reels a year',
        say: 'Three reels a week is about one hundred and fifty reels a year. That is enough practice to find what your audience really wants.',
      },
      {
        screen: 'Ten reels, then judge',
        say: 'Give a new content idea at least ten reels before you decide it does not work. One reel is too small a sample to tell you anything.',
      },
    ],
    questions: [
      {
        question: 'What time should I post my reels?',
        answer: 'Check when your followers are online in your insights and post an hour before that. A good reel matters far more than the perfect minute.',
      },
      {
        question: 'Should I delete reels that flopped?',
        answer: 'No, keep them. Archive one only if it is off-topic, and learn from the first seconds of the ones that did not hold attention.',
      },
    ],
    comparisons: [
      {
        a: 'Posting daily',
        b: 'Three strong reels a week',
        verdict: 'Three strong reels win for most small accounts. You keep the quality up and you can keep the pace for a year.',
      },
    ],
    before: 'Right now, you post whatever comes to mind and refresh your views every ten minutes.',
    after: 'In a couple of months, you have a plan for the week, you know which topics work, and new followers come from reels that people share.',
  },
  {
    id: 'first-clients',
    label: 'Finding clients',
    keywords: [
      'get more clients',
      'client work',
      'clients',
      'customers',
      'find clients',
      'get clients',
      'leads',
      'freelance',
      'freelancer',
      'no clients',
      'portfolio',
      'referrals',
      'cold outreach',
      'word of mouth',
      'waitlist',
      'empty calendar',
    ],
    hooks: [
      'Your first client is not hiding on Instagram. They are already in your contacts.',
      'I got my first three clients without a website, a logo or ads.',
      'Nobody is booking you? Check whether people even know what you sell.',
    ],
    tips: [
      {
        screen: 'Tell everyone you know',
        say: 'Send a short message to twenty people you know saying what you now offer and who it helps. Most first clients come through someone who already trusts you.',
      },
      {
        screen: 'Name one clear offer',
        say: 'Describe your offer in one sentence: who you help, with what, and in how long. A vague offer gets a polite like and no booking.',
      },
      { screen: 'Show the result', say: 'Post one before and after, one client story or one example of your work every week. People buy what they can see.' },
      {
        screen: 'Ask for referrals',
        say: 'After every finished project, ask your client who else might need the same help. A happy client rarely offers it unless you ask.',
      },
      {
        screen: 'Go where clients are',
        say: 'Spend time in the places your clients already ask questions, like local groups, forums and comment sections, and answer generously.',
      },
    ],
    steps: [
      { screen: '1. Write your offer', say: 'First, write one sentence about who you help and what result they get.' },
      { screen: '2. List 30 people', say: 'Then list thirty people who either need it or know someone who might.' },
      { screen: '3. Send personal messages', say: 'Then send each of them a personal message, not a copy-paste, and ask one question about their situation.' },
      { screen: '4. Follow up once', say: 'Finally, follow up once after a week. Most replies come after the second message, not the first.' },
    ],
    myths: [
      {
        screen: 'Need a big following?',
        myth: 'You need thousands of followers before anyone will pay you.',
        fact: 'You need a handful of the right people. Plenty of freelancers fill their calendar from an account with a few hundred followers.',
      },
      {
        screen: 'Work for free first?',
        myth: 'You have to work for free to get your first clients.',
        fact: 'A small paid pilot at a lower price builds better habits. People value what they pay for, and so do you.',
      },
    ],
    mistakes: [
      {
        screen: 'Waiting to be found',
        mistake: 'You post and wait for clients to find you.',
        fix: 'Start conversations yourself every day, even if it is only three messages.',
      },
      {
        screen: 'Selling to everyone',
        mistake: 'You say you help "anyone who needs it".',
        fix: 'Pick one type of client and one problem, and say them out loud in every post.',
      },
      {
        screen: 'Perfecting the logo',
        mistake: 'You spend weeks on your logo and website before you have talked to a single client.',
        fix: 'Get three paying clients first, then build the brand around what they liked.',
      },
    ],
    facts: [
      {
        screen: '30 messages, real replies',
        say: 'If you send thirty personal messages and one in ten turns into a call, that is three real conversations this week.',
      },
      { screen: 'One referral a month', say: 'One referral a month is twelve warm clients a year, and each of them arrives already trusting you.' },
    ],
    questions: [
      {
        question: 'How do I get clients with no portfolio?',
        answer: 'Do two or three small projects at a reduced price in exchange for a testimonial and permission to show the result.',
      },
      {
        question: 'Is cold messaging spammy?',
        answer: 'It is spam when it is a copy-paste pitch. A short personal message about their situation, with no link, is simply an introduction.',
      },
    ],
    comparisons: [
      {
        a: 'Paid ads',
        b: 'Personal outreach',
        verdict: 'For your first ten clients, outreach wins. It costs nothing and every conversation teaches you how to describe your offer.',
      },
    ],
    before: 'Right now, you have skills, a nice profile and an empty calendar.',
    after: 'In a few weeks, you have real conversations every week and your first clients who can recommend you.',
  },
  {
    id: 'pricing',
    label: 'Pricing your services',
    keywords: [
      'pricing',
      'price',
      'prices',
      'charge',
      'charging',
      'rates',
      'hourly rate',
      'raise prices',
      'raising my prices',
      'undercharging',
      'too expensive',
      'discount',
      'packages',
      'quote',
      'worth',
      'underpriced',
    ],
    hooks: [
      'If every client says yes to your price, your price is too low.',
      'I raised my prices, lost one client, and ended up earning more in fewer hours.',
      'Stop pricing by the hour if you want to stop feeling broke.',
    ],
    tips: [
      {
        screen: 'Count unpaid hours',
        say: 'Add up the hours you spend on emails, calls and admin. Your price has to pay for those hours too, not just the work itself.',
      },
      { screen: 'Sell packages', say: 'Sell a package with a clear result instead of hours. Clients compare results more easily than hourly rates.' },
      { screen: 'Offer three options', say: 'Offer three options: basic, standard and premium. Most people choose the middle one, and some choose the top.' },
      { screen: 'Say it and stop', say: 'Say your price, then stop talking. Filling the silence with a discount is how you lose money.' },
      {
        screen: 'New price for new clients',
        say: 'Raise your price for new clients first. Existing clients can move to it a month or two later, with notice.',
      },
    ],
    steps: [
      { screen: '1. Monthly target', say: 'First, write down how much you need to earn a month, including taxes, savings and time off.' },
      { screen: '2. Real working hours', say: 'Then count how many hours a month you can truly bill, after admin and sales.' },
      { screen: '3. Divide', say: 'Then divide the first number by the second. That is your minimum, not your ideal price.' },
      { screen: '4. Package it', say: 'Finally, turn that into a package price for a clear result, and add a margin for revisions.' },
    ],
    myths: [
      {
        screen: 'Low price, more clients?',
        myth: 'If you are cheaper than everyone, clients will choose you.',
        fact: 'A low price attracts clients who shop on price. They leave for someone cheaper, and the good clients wonder what is wrong.',
      },
      {
        screen: 'Raise prices, lose everyone?',
        myth: 'If you raise your prices, all your clients will leave.',
        fact: 'Usually a few leave and most stay. You earn more from fewer clients and finally have time to do the work well.',
      },
    ],
    mistakes: [
      {
        screen: 'Discount before asked',
        mistake: 'You offer a discount before the client even asks for one.',
        fix: 'State your price once and let the client respond.',
      },
      {
        screen: 'Copying competitors',
        mistake: 'You set your price by copying the cheapest person in your niche.',
        fix: 'Start from your own costs and target income, then compare.',
      },
      {
        screen: 'Unlimited revisions',
        mistake: 'You include unlimited revisions in every project.',
        fix: 'Write two rounds of revisions into the offer and price any extra round.',
      },
    ],
    facts: [
      {
        screen: 'Half your hours billable',
        say: 'If only half of your working hours can be billed, your hourly price has to be twice what you would pay yourself per hour.',
      },
      {
        screen: 'Fewer clients, same income',
        say: 'If you double your price and lose a third of your clients, you still earn more than before, and you work fewer hours.',
      },
    ],
    questions: [
      {
        question: 'How do I tell existing clients my prices are going up?',
        answer: 'Tell them a month ahead, in writing, with the new price and the date. Thank them, and do not apologise.',
      },
      {
        question: 'What do I say when someone says it is too expensive?',
        answer: 'Ask what they are comparing it with. Then either show the difference in result or offer a smaller package, not a lower price.',
      },
    ],
    comparisons: [
      {
        a: 'Hourly rate',
        b: 'Package price',
        verdict: 'Packages win for most service providers. The client knows the total in advance, and you earn more as you get faster.',
      },
    ],
    before: 'Right now, you are fully booked, exhausted and somehow still short at the end of the month.',
    after: 'Once your price covers all your hours, you work with fewer clients and keep more of what they pay.',
  },
  {
    id: 'personal-brand',
    label: 'Your personal brand',
    keywords: [
      'personal brand',
      'personal branding',
      'brand',
      'branding',
      'expert',
      'expertise',
      'authority',
      'trust',
      'storytelling',
      'instagram bio',
      'positioning',
      'stand out',
      'thought leader',
      'camera',
      'being seen',
      'known for',
    ],
    hooks: [
      'A personal brand is not a logo. It is what people say about you when you leave the room.',
      'You do not need to be famous. You need to be known for one thing.',
      'I was scared to show my face on camera, so I started with one thirty-second video a week.',
    ],
    tips: [
      { screen: 'Be known for one thing', say: 'Choose one thing you want people to think of when they see your name, and talk about it most of the time.' },
      { screen: 'Share opinions', say: 'Share what you disagree with in your industry. An opinion makes you memorable, while a neutral post is forgotten.' },
      { screen: 'Show the process', say: 'Show how you work, not only the finished result. The process is what proves it was you who did it.' },
      {
        screen: 'Bio in one line',
        say: 'Write your bio as one line: who you help and with what. Someone who lands on your profile should get it in three seconds.',
      },
      {
        screen: 'Tell real stories',
        say: 'Tell a story from your work every week, with a real mistake in it. Perfect stories do not build trust, honest ones do.',
      },
    ],
    steps: [
      { screen: '1. Choose your topic', say: 'First, write down the one topic you want to own and the people you want to reach with it.' },
      { screen: '2. Fix your profile', say: 'Then rewrite your bio and your profile picture so both say that topic at a glance.' },
      { screen: '3. Three content pillars', say: 'Then pick three content pillars: your expertise, your opinions and your story.' },
      { screen: '4. Show up weekly', say: 'Finally, show your face on camera at least once a week, even for thirty seconds.' },
    ],
    myths: [
      {
        screen: 'Only for influencers?',
        myth: 'A personal brand is only for influencers and celebrities.',
        fact: 'Anyone who sells a service has a personal brand already. The only question is whether you shape it or leave it to chance.',
      },
      {
        screen: 'Must look perfect?',
        myth: 'You need a perfect look and a professional camera to build a brand.',
        fact: 'A phone, daylight from a window and a clear message are enough. People follow a person, not a production.',
      },
    ],
    mistakes: [
      {
        screen: 'Talking about everything',
        mistake: 'You post about ten different topics to please everyone.',
        fix: 'Keep most of your posts to your one topic, and let the rest show your personality.',
      },
      {
        screen: 'Hiding behind graphics',
        mistake: 'You only post templates and quotes, never your face or your voice.',
        fix: 'Record yourself speaking at least once a week, even if it is only to your phone.',
      },
      {
        screen: 'Copying big creators',
        mistake: 'You copy the style of a big creator word for word.',
        fix: 'Take the format, keep your own words and examples.',
      },
    ],
    facts: [
      {
        screen: 'Three seconds on profile',
        say: 'Someone new decides in a few seconds whether to follow you, so your bio has about one sentence to explain who you are.',
      },
      { screen: 'Once a week on camera', say: 'Showing your face once a week is fifty-two chances a year for people to feel they know you.' },
    ],
    questions: [
      {
        question: 'Do I have to show my face to build a personal brand?',
        answer: 'It helps a lot, because people trust faces and voices. If you are not ready, start with your voice over your work.',
      },
      {
        question: 'How personal should a personal brand be?',
        answer: 'Share what helps people trust you in your topic, like your values and your mistakes. Keep private what you would not say to a client.',
      },
    ],
    comparisons: [
      {
        a: 'Polished studio content',
        b: 'Simple phone videos',
        verdict: 'Phone videos win for most people starting out. You can make them every week, and they feel closer.',
      },
    ],
    before: 'Right now, people follow you, like your posts and still cannot say what exactly you do.',
    after: 'After a few months, people tag you when someone asks for help in your topic.',
  },
  {
    id: 'sales-conversations',
    label: 'Selling in DMs and sales calls',
    keywords: [
      'sales',
      'selling',
      'sell',
      'direct messages',
      'inbox',
      'sales call',
      'closing',
      'close the sale',
      'objections',
      'sales script',
      'discovery call',
      'convert',
      'conversion',
      'pitch',
      'ghosted',
      'ghosting',
    ],
    hooks: [
      'If your DMs start with a price list, you are losing sales.',
      'People do not ghost you because of the price. They ghost you because of the first message.',
      'I closed more sales when I started asking instead of pitching.',
    ],
    tips: [
      {
        screen: 'Ask before you pitch',
        say: 'Ask two or three questions about their situation before you mention your offer. People buy when they feel understood.',
      },
      {
        screen: 'Answer with a question',
        say: 'When someone asks "How much?", give the price and then ask what they want to achieve. It keeps the conversation going.',
      },
      { screen: 'Use voice messages', say: 'Send a short voice message instead of a long text. Hearing your voice builds trust faster than a paragraph.' },
      {
        screen: 'Always name the next step',
        say: 'End every message with one clear next step, like a call time or a link to book. A vague ending lets the chat die.',
      },
      {
        screen: 'Follow up kindly',
        say: 'Follow up after two or three days with something useful, not just "any news?". Many sales happen on the second or third follow-up.',
      },
    ],
    steps: [
      { screen: '1. Thank and ask', say: 'First, thank them for writing and ask what made them reach out today.' },
      { screen: '2. Find the problem', say: 'Then ask what they have already tried and what it is costing them to stay stuck.' },
      { screen: '3. Offer the fit', say: 'Then describe the one offer that fits what they told you, in their own words.' },
      { screen: '4. Set the next step', say: 'Finally, suggest a concrete next step with a date, and send the payment or booking link.' },
    ],
    myths: [
      {
        screen: 'Selling is pushy?',
        myth: 'Selling means pushing people into something they do not want.',
        fact: 'Good selling is helping someone decide. If your offer does not fit them, saying so is part of the job.',
      },
      {
        screen: 'Good offers sell themselves?',
        myth: 'If your offer is good, you will not need to sell it.',
        fact: 'Even a great offer needs a conversation. People have questions and doubts, and silence answers none of them.',
      },
    ],
    mistakes: [
      {
        screen: 'Price list first',
        mistake: 'You answer every enquiry with a price list and nothing else.',
        fix: 'Give the price, then ask one question about what they need.',
      },
      {
        screen: 'Never following up',
        mistake: 'You never write again after someone goes quiet.',
        fix: 'Send one or two friendly follow-ups with something useful in them.',
      },
      {
        screen: 'Arguing with objections',
        mistake: 'You argue when someone says "I need to think about it".',
        fix: 'Ask what exactly they want to think over, and answer that one thing.',
      },
    ],
    facts: [
      {
        screen: 'Reply within the hour',
        say: 'An enquiry answered within an hour is still warm. If you reply two days later, they have often bought from someone else.',
      },
      { screen: 'Two follow-ups', say: 'Two polite follow-ups are usually enough. If there is no answer after the second one, let it go without pressure.' },
    ],
    questions: [
      {
        question: 'What do I say when they leave me on read?',
        answer: 'Wait two or three days, then send something useful and ask one simple question: would a short call this week help?',
      },
      {
        question: 'How do I handle "I need to think about it"?',
        answer: 'Agree, and ask what exactly they are weighing up. Often it is one doubt you can answer right there.',
      },
    ],
    comparisons: [
      {
        a: 'Long text message',
        b: 'Short voice message',
        verdict: 'A short voice message usually wins in a warm conversation. It sounds human and takes them less effort to read.',
      },
    ],
    before: 'Right now, people ask you "how much?", you send the price and never hear from them again.',
    after: 'Soon, your DMs turn into real conversations, and more of them end with a booking.',
  },
  {
    id: 'starting-a-business',
    label: 'Launching a small business',
    keywords: [
      'business owner',
      'entrepreneurship',
      'small business',
      'side hustle',
      'business idea',
      'entrepreneur',
      'my own business',
      'quit my job',
      'launch',
      'startup',
      'preorders',
      'validate',
      'business plan',
      'online shop',
      'handmade',
      'etsy shop',
    ],
    hooks: [
      'Do not quit your job to start a business. Start the business first.',
      'My first sale came before my logo, my website and my business cards.',
      'You do not need a great idea. You need one person willing to pay.',
    ],
    tips: [
      {
        screen: 'Sell before you build',
        say: 'Sell the first version before you make a big batch or a big website. A preorder is the best proof an idea works.',
      },
      { screen: 'Start on the side', say: 'Start while you still have your income. A side project with no pressure lets you test ideas without panic.' },
      { screen: 'Keep money separate', say: 'Open a separate account for the business from day one, so you always know whether it actually earns anything.' },
      { screen: 'Talk to ten customers', say: 'Talk to ten potential customers before you spend money. Ask what they use now and what annoys them about it.' },
      {
        screen: 'Track every cost',
        say: 'Write down every cost, including delivery, packaging and fees. Many small businesses feel busy and still lose money on each sale.',
      },
    ],
    steps: [
      { screen: '1. Pick a problem', say: 'First, write down one problem that people around you complain about and would pay to solve.' },
      { screen: '2. Make a simple offer', say: 'Then make the smallest version you could sell this month, even if it is done by hand.' },
      { screen: '3. Get ten buyers', say: 'Then aim for your first ten paying customers, and ask each one why they bought.' },
      { screen: '4. Then invest', say: 'Finally, only after those ten sales, spend money on branding, tools or stock.' },
    ],
    myths: [
      {
        screen: 'Need a unique idea?',
        myth: 'You need a completely new idea to start a business.',
        fact: 'Most successful small businesses do a familiar thing better for a specific group. Competition shows there is demand.',
      },
      {
        screen: 'Need a big investment?',
        myth: 'You need a lot of money to start.',
        fact: 'Many service businesses and small shops start with a phone, a laptop and the first preorders.',
      },
    ],
    mistakes: [
      {
        screen: 'Building before selling',
        mistake: 'You spend months building the product before anyone has seen it.',
        fix: 'Show a simple version to real people in the first weeks and take preorders.',
      },
      {
        screen: 'Mixing money',
        mistake: 'You pay business costs from your personal card and never know the real profit.',
        fix: 'Use a separate account and check income minus costs every month.',
      },
      {
        screen: 'Quitting too early',
        mistake: 'You quit your job before the business has paid you a single month.',
        fix: 'Keep your income until the business covers your basic costs for a few months in a row.',
      },
    ],
    facts: [
      { screen: 'Ten customers first', say: 'Ten paying customers tell you more about your idea than a hundred friends saying it sounds great.' },
      {
        screen: 'Six months of costs',
        say: 'Before you quit your job, have at least three to six months of living costs saved. It keeps fear out of your business decisions.',
      },
    ],
    questions: [
      {
        question: 'How do I know if my business idea is good?',
        answer: 'Try to get a few people to pay for it, even a deposit. Interest is polite, payment is proof.',
      },
      {
        question: 'Do I need to register a company right away?',
        answer: 'It depends on your country and your income. Check the rules where you live before your first sales grow, ideally with an accountant.',
      },
    ],
    comparisons: [
      {
        a: 'Quit and go all in',
        b: 'Start on the side',
        verdict: 'Starting on the side wins for most people. You test the idea with less pressure and switch when the numbers show it works.',
      },
    ],
    before: 'Right now, you have a business idea in your notes app and a long list of things to do before you can start.',
    after: 'In a month, you have made your first sales, and you know from real customers what to build next.',
  },
];
