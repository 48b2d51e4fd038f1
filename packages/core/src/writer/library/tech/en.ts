import type { NicheMaterial } from '../types.ts';

/** tech, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'choosing-a-smartphone',
    label: 'Choosing a smartphone',
    keywords: [
      'smartphone',
      'phone',
      'new phone',
      'iphone',
      'android',
      'samsung',
      'pixel',
      'budget phone',
      'which phone to buy',
      'flagship',
      'phone camera',
      'upgrade',
      'refurbished',
      'iphone vs android',
      'best phone',
    ],
    hooks: [
      'Stop paying for a flagship phone you use for messages and photos.',
      'Before you buy a new phone, test its camera in the darkest corner of the shop.',
      'I kept my phone for four years, and here is how I chose it.',
    ],
    tips: [
      {
        screen: 'Check update years',
        say: 'Look up how many years of software updates the phone gets. A phone without security updates is a phone you replace early.',
      },
      {
        screen: 'Last year’s flagship',
        say: 'Look at last year’s flagship instead of this year’s mid-range. It often costs the same and has a better camera and chip.',
      },
      {
        screen: 'Storage beats extras',
        say: 'Buy more storage than you think you need. Running out of space annoys you every day, and you can’t add it later on most phones.',
      },
      {
        screen: 'Test the camera in dim light',
        say: 'Test the camera indoors in dim light, not in the bright shop window. That is where cheap phones fall apart.',
      },
      { screen: 'Refurbished is fine', say: 'Consider a certified refurbished phone with a warranty. You get a newer model for the price of a cheaper one.' },
    ],
    steps: [
      { screen: 'Set your budget', say: 'First, decide your maximum price before you open any review. Otherwise every review talks you up one model.' },
      { screen: 'List what you use', say: 'Then, write down the three things you use your phone for most, like photos, games or maps.' },
      { screen: 'Shortlist three phones', say: 'Then, pick three phones in your budget that are strong in exactly those three things.' },
      { screen: 'Hold it first', say: 'Finally, hold each one in a shop. Size and weight decide whether you enjoy a phone more than any spec sheet.' },
    ],
    myths: [
      {
        screen: 'More megapixels?',
        myth: 'More megapixels means better photos.',
        fact: 'Sensor size and processing matter more. A twelve megapixel camera can beat a hundred megapixel one, especially at night.',
      },
      {
        screen: 'Charge to 100?',
        myth: 'You should let your battery drop to zero before charging.',
        fact: 'Modern lithium batteries prefer short top-ups. Deep drains to zero wear them out faster.',
      },
    ],
    mistakes: [
      {
        screen: 'Buying on launch day',
        mistake: 'You buy the new model the week it comes out.',
        fix: 'Wait a few months. Prices usually drop and early bugs get fixed.',
      },
      {
        screen: 'Smallest storage',
        mistake: 'You pick the smallest storage to save a little money.',
        fix: 'Check how much space your current phone uses and buy at least double.',
      },
      {
        screen: 'Trusting one review',
        mistake: 'You buy the phone from one creator’s glowing review.',
        fix: 'Read two or three reviews and look for the complaints they have in common.',
      },
    ],
    facts: [
      { screen: 'Up to 7 years of updates', say: 'Some phone makers now promise up to seven years of software updates, so check that number before you pay.' },
      { screen: 'About 500 full charges', say: 'Many phone batteries are rated to keep most of their capacity for about five hundred full charge cycles.' },
    ],
    questions: [
      {
        question: 'Is it worth buying an expensive phone?',
        answer: 'Only if you use its strengths every day, like the camera or the speed. For messages, maps and social media, a good mid-range phone is enough.',
      },
      {
        question: 'Should I buy a phone with a big battery or fast charging?',
        answer: 'A big battery if you are out all day without a plug. Fast charging if you can top up for fifteen minutes at your desk.',
      },
    ],
    comparisons: [
      {
        a: 'iPhone',
        b: 'Android',
        verdict: 'iPhone if your family and laptop are already Apple. Android if you want more choice of price, size and charger. Both are good phones.',
      },
    ],
    before: 'Right now, you scroll through endless comparisons and still don’t know which phone to buy.',
    after: 'After this, you walk into the shop with a budget, a shortlist of three and a clear reason for your pick.',
  },
  {
    id: 'laptops-computers',
    label: 'Laptops and computers',
    keywords: [
      'laptop',
      'laptops',
      'computer',
      'pc',
      'macbook',
      'mac',
      'windows',
      'slow laptop',
      'slow computer',
      'ram',
      'ssd',
      'laptop for students',
      'gaming laptop',
      'desktop',
      'speed up',
    ],
    hooks: [
      'Your laptop is not too old. It is probably just too full.',
      'Before you buy a laptop, check the memory and the disk, not just the processor.',
      'I made my five year old laptop feel new with one evening of cleanup.',
    ],
    tips: [
      { screen: 'Get an SSD', say: 'If your computer still has a spinning hard drive, swap it for an SSD. It is the biggest speed upgrade you can buy.' },
      { screen: '16 GB of RAM', say: 'For work and study today, aim for sixteen gigabytes of memory. Eight gets tight with a browser full of tabs.' },
      { screen: 'Cut startup apps', say: 'Open your startup apps list and switch off everything you don’t need the second you log in.' },
      { screen: 'Check the screen', say: 'Check the screen brightness and resolution before the processor. You look at the screen every minute you use it.' },
      { screen: 'Restart once a week', say: 'Restart your laptop at least once a week. Sleep mode for a month lets small problems pile up.' },
    ],
    steps: [
      { screen: 'Uninstall old apps', say: 'First, uninstall the apps you haven’t opened in three months.' },
      { screen: 'Trim startup', say: 'Then, turn off startup apps, so only what you need opens when you log in.' },
      { screen: 'Free up space', say: 'Then, move old videos and photos to an external drive or the cloud, and keep at least a fifth of the disk free.' },
      { screen: 'Update and restart', say: 'Finally, install every pending system update and restart. Half of the slowdowns you feel are waiting updates.' },
    ],
    myths: [
      {
        screen: 'Faster processor first?',
        myth: 'The processor is the only thing that makes a laptop fast.',
        fact: 'For everyday work, enough memory and an SSD matter more. A top processor with a slow disk still feels slow.',
      },
      {
        screen: 'Macs never slow down?',
        myth: 'Macs never slow down, so they need no care.',
        fact: 'Any computer slows down with a full disk and dozens of background apps. The same cleanup works on both.',
      },
    ],
    mistakes: [
      {
        screen: 'Paying for a gaming laptop',
        mistake: 'You buy a heavy gaming laptop for notes and emails.',
        fix: 'Buy a light laptop with a good battery, and spend the difference on memory and storage.',
      },
      {
        screen: 'Full disk',
        mistake: 'You keep your disk almost completely full.',
        fix: 'Keep at least a fifth of your disk free so the system has room to work.',
      },
      {
        screen: 'Ignoring the battery',
        mistake: 'You look only at the specs and never check real battery tests.',
        fix: 'Look up an independent battery test for a normal workday, not the maker’s best-case number.',
      },
    ],
    facts: [
      { screen: 'SSD: seconds, not minutes', say: 'Moving from a hard drive to an SSD can cut startup from a couple of minutes to well under thirty seconds.' },
      { screen: '8 vs 16 GB', say: 'With eight gigabytes of memory, thirty browser tabs and a video call can already slow you down.' },
    ],
    questions: [
      {
        question: 'Mac or Windows for a student?',
        answer: 'Check what your course uses first. Some engineering software runs only on Windows, while design and video students often prefer a Mac.',
      },
      {
        question: 'Is it worth upgrading my old laptop or buying a new one?',
        answer: 'If it can take an SSD and more memory, upgrade first. It costs far less and often feels like a new machine.',
      },
    ],
    comparisons: [
      {
        a: 'Laptop',
        b: 'Desktop',
        verdict:
          'A laptop if you move between home, work and study. A desktop if you sit in one place, since it gives more power for the money and is easier to upgrade.',
      },
    ],
    before: 'Right now, you wait a minute for your laptop to start and the fan roars every time you open a browser.',
    after: 'After one evening of cleanup, your laptop starts fast and you stop thinking about replacing it.',
  },
  {
    id: 'ai-tools-for-work',
    label: 'AI tools for work',
    keywords: [
      'ai',
      'ai tools',
      'chatgpt',
      'gpt',
      'gemini',
      'claude',
      'copilot',
      'prompt',
      'prompts',
      'artificial intelligence',
      'chatbot',
      'neural network',
      'automate',
      'ai for work',
      'ai productivity',
    ],
    hooks: [
      'You are using AI like a search engine, and that is why the answers feel useless.',
      'Paste one example of what good looks like, and AI answers get far more useful.',
      'I use AI every workday, but only for first drafts, never for the final word.',
    ],
    tips: [
      {
        screen: 'Give it a role',
        say: 'Tell the AI who it should be and who the answer is for. An editor writing for busy managers answers differently from a general chatbot.',
      },
      { screen: 'Paste your example', say: 'Paste an example of what good looks like. The AI copies a style far better than it guesses one.' },
      { screen: 'Ask it to ask you', say: 'End your prompt with: ask me three questions before you answer. The result fits your situation much better.' },
      { screen: 'Check every fact', say: 'Check every name, number and quote it gives you. AI writes wrong facts in the same confident tone as right ones.' },
      { screen: 'Keep secrets out', say: 'Never paste passwords, client data or anything confidential into a public AI tool.' },
    ],
    steps: [
      { screen: 'Describe the task', say: 'First, describe the task in one sentence, including who will read the result.' },
      { screen: 'Add context', say: 'Then, add the context: your notes, the email you are answering, or the data you are working with.' },
      { screen: 'Set the format', say: 'Then, say the format you want, like five bullet points, a short email or a table.' },
      { screen: 'Edit, don’t accept', say: 'Finally, ask for two versions, pick the better one and edit it in your own voice.' },
    ],
    myths: [
      {
        screen: 'AI knows everything?',
        myth: 'AI knows the answer, so you can copy it as it is.',
        fact: 'AI predicts likely text. It can invent sources and numbers, so treat it as a fast first draft, not a final answer.',
      },
      {
        screen: 'Prompts must be short?',
        myth: 'The best prompts are one short line.',
        fact: 'More context usually gives better answers. A paragraph about your situation beats a clever one-liner.',
      },
    ],
    mistakes: [
      {
        screen: 'Vague prompts',
        mistake: 'You type write me a post and wonder why it sounds like everyone else.',
        fix: 'Add your audience, your topic, your tone and one example of your own writing.',
      },
      {
        screen: 'Accepting the first answer',
        mistake: 'You take the first answer and stop.',
        fix: 'Reply with what is wrong and ask it to try again. The second or third version is usually the good one.',
      },
      {
        screen: 'Using it for everything',
        mistake: 'You ask AI for things you could do faster yourself.',
        fix: 'Use it for drafts, summaries and repetitive text, and keep decisions and final checks for yourself.',
      },
    ],
    facts: [
      {
        screen: 'Hours back every week',
        say: 'If AI drafts five routine emails a day and saves you three minutes on each, that is over an hour back every week.',
      },
      { screen: 'Ask for 3 versions', say: 'Asking for three versions at once takes the same few seconds as asking for one, and gives you a real choice.' },
    ],
    questions: [
      {
        question: 'Which AI tool is the best?',
        answer: 'For writing and summaries, the big chat assistants are close. Pick one, learn to give it good context, and switch only if it fails you.',
      },
      {
        question: 'Will my boss know I used AI?',
        answer: 'They will if you paste it unchanged. Edit it in your own words and check the facts, and it becomes your work done faster.',
      },
    ],
    comparisons: [
      {
        a: 'Free AI plan',
        b: 'Paid AI plan',
        verdict: 'Start free. Pay only when you hit the limits every week, because then the time you save is worth more than the subscription.',
      },
    ],
    before: 'Right now, you try AI once, get a bland answer and go back to doing everything by hand.',
    after: 'After a week of better prompts, AI drafts your routine work and you spend your time on the parts that need you.',
  },
  {
    id: 'phone-productivity-settings',
    label: 'Phone settings and productivity',
    keywords: [
      'phone settings',
      'hidden features',
      'iphone tricks',
      'android tricks',
      'battery life',
      'battery drain',
      'screen time',
      'notifications',
      'focus mode',
      'storage full',
      'phone hacks',
      'widgets',
      'shortcuts',
      'phone addiction',
      'doomscrolling',
    ],
    hooks: [
      'Five minutes in your battery settings can get your phone through the whole day.',
      'Your phone is built to distract you. Here is how to turn that off.',
      'I cut my screen time in half without deleting a single app.',
    ],
    tips: [
      {
        screen: 'Notifications: people only',
        say: 'Turn off notifications for every app except messages from real people. Everything else can wait until you open the app.',
      },
      { screen: 'Grayscale at night', say: 'Switch your screen to grayscale in the evening. Colourless apps are surprisingly boring to scroll.' },
      {
        screen: 'Move social apps',
        say: 'Move social apps off your home screen into a folder on the last page. One extra swipe is enough to break the reflex.',
      },
      { screen: 'Check battery usage', say: 'Open the battery settings and see which app uses the most. Limit its background activity or location access.' },
      { screen: 'Clear big files', say: 'When storage is full, sort your files by size. A few old videos usually take more room than thousands of photos.' },
    ],
    steps: [
      { screen: 'Audit notifications', say: 'First, open notification settings and switch off every app that is not a person talking to you.' },
      { screen: 'Set a focus mode', say: 'Then, create a focus mode for work that lets through only your closest contacts.' },
      { screen: 'Clean the home screen', say: 'Then, keep only tools on your home screen, like maps, camera and calendar, and hide the feeds.' },
      { screen: 'Set app limits', say: 'Finally, set a daily limit on your most used social app, a little below what you use now.' },
    ],
    myths: [
      {
        screen: 'Closing apps saves battery?',
        myth: 'Closing all your background apps saves battery.',
        fact: 'Both iPhone and Android pause background apps on their own. Reopening them from scratch often uses more power.',
      },
      {
        screen: 'Overnight charging kills it?',
        myth: 'Charging your phone overnight ruins the battery.',
        fact: 'Modern phones slow charging near full, and most have an optimised charging setting. Turn it on and charge when it suits you.',
      },
    ],
    mistakes: [
      {
        screen: 'Max brightness always',
        mistake: 'You keep brightness at maximum all day.',
        fix: 'Turn on auto brightness. The screen is one of the biggest drains on your battery.',
      },
      {
        screen: 'Every notification on',
        mistake: 'You let every app send you notifications.',
        fix: 'Keep notifications for people and for things with a deadline, like deliveries and bank alerts.',
      },
      {
        screen: 'Phone in bed',
        mistake: 'Your phone is the last thing you see at night and the first in the morning.',
        fix: 'Charge it outside the bedroom and use a cheap alarm clock.',
      },
    ],
    facts: [
      {
        screen: 'About 50 checks a day',
        say: 'One large survey found that people check their phone around fifty times a day on average, often without a reason.',
      },
      {
        screen: '23 minutes to refocus',
        say: 'A well known workplace study found it can take over twenty minutes to get fully back into a task after an interruption.',
      },
    ],
    questions: [
      {
        question: 'Why does my battery drain so fast all of a sudden?',
        answer: 'Check battery usage in settings. Usually one app is stuck in the background, or an update is still indexing your photos for a day or two.',
      },
      {
        question: 'Do screen time limits actually work?',
        answer: 'Only if the limit is a bit below your current use, not a dramatic cut. Lower it a little every week.',
      },
    ],
    comparisons: [
      {
        a: 'Deleting social apps',
        b: 'Setting app limits',
        verdict: 'Limits for most people, since you keep the useful parts. Deleting works if you keep breaking your limits every day.',
      },
    ],
    before: 'Right now, your battery is at twenty by lunch and you pick up your phone without knowing why.',
    after: 'After one evening in settings, your phone lasts the day and only buzzes when a real person needs you.',
  },
  {
    id: 'learning-to-code',
    label: 'Learning to code',
    keywords: [
      'coding',
      'learn to code',
      'learning to code',
      'programming',
      'programmer',
      'developer',
      'python',
      'javascript',
      'web development',
      'career change',
      'junior developer',
      'bootcamp',
      'self taught',
      'first job in tech',
      'it job',
    ],
    hooks: [
      'You don’t need a maths degree to learn to code. You need a small project.',
      'I wasted six months on tutorials before I learned this.',
      'If I had to learn to code again from zero, I would start with one tiny project.',
    ],
    tips: [
      { screen: 'One language first', say: 'Pick one language and stay with it for three months. Python and JavaScript are both good first choices.' },
      { screen: 'Build, don’t watch', say: 'After every tutorial, build something small without the video. That is where the learning actually happens.' },
      { screen: 'Code a little daily', say: 'Code for thirty minutes every day rather than five hours on Sunday. Daily practice keeps everything fresh.' },
      { screen: 'Read the error', say: 'Read the whole error message before you search. It usually tells you the file and the line where it broke.' },
      { screen: 'Put it on GitHub', say: 'Put your projects on GitHub from the first week. Employers look at what you built, not at your certificates.' },
    ],
    steps: [
      { screen: 'Learn the basics', say: 'First, learn variables, conditions, loops and functions in one language, with one free beginner course.' },
      { screen: 'Build a tiny project', say: 'Then, build a tiny project you would actually use, like a to-do list or a budget calculator.' },
      { screen: 'Make it bigger', say: 'Then, add one feature at a time, like saving data or a simple web page, and search for each thing you don’t know.' },
      { screen: 'Show it', say: 'Finally, publish it, write a short description of what it does and ask a developer for honest feedback.' },
    ],
    myths: [
      {
        screen: 'Too old to code?',
        myth: 'You are too old to start coding after thirty.',
        fact: 'Plenty of developers changed careers in their thirties and forties. Employers hire for what you can build.',
      },
      {
        screen: 'You need a degree?',
        myth: 'You need a computer science degree to get a coding job.',
        fact: 'Many developers are self taught. A degree helps for some roles, but a portfolio of real projects opens many doors.',
      },
    ],
    mistakes: [
      {
        screen: 'Tutorial hell',
        mistake: 'You finish course after course but never build anything alone.',
        fix: 'For every hour of tutorials, spend an hour building without one.',
      },
      {
        screen: 'Switching languages',
        mistake: 'You switch languages every time someone says another one is better.',
        fix: 'Stay with your first language until you have finished three projects in it.',
      },
      {
        screen: 'Coding alone',
        mistake: 'You never show your code to anyone because it feels bad.',
        fix: 'Share it early in a beginner community. Feedback saves you weeks of wrong habits.',
      },
    ],
    facts: [
      { screen: 'Months, not weeks', say: 'Most people who land a first developer job spent somewhere between six months and two years learning first.' },
      { screen: '30 minutes a day', say: 'Thirty minutes of coding a day adds up to over one hundred and eighty hours in a year.' },
    ],
    questions: [
      {
        question: 'Python or JavaScript first?',
        answer: 'JavaScript if you want to build websites. Python if you are drawn to data, automation or AI. Either teaches you to think like a programmer.',
      },
      {
        question: 'Will AI replace junior developers?',
        answer: 'AI changes the job, but someone still has to understand the code and fix it. Learn the basics well and learn to use AI as a tool.',
      },
    ],
    comparisons: [
      {
        a: 'Paid bootcamp',
        b: 'Free self-study',
        verdict: 'Free self-study if you are disciplined. A bootcamp if you need deadlines and mentors, but check its real job results before paying.',
      },
    ],
    before: 'Right now, you have five half-finished courses and you still freeze at an empty code editor.',
    after: 'After three months of small projects, you have real code on GitHub and you know how to find answers alone.',
  },
  {
    id: 'online-privacy-security',
    label: 'Online privacy and security',
    keywords: [
      'password',
      'passwords',
      'password manager',
      'two factor',
      '2fa',
      'hacked',
      'scam',
      'scams',
      'phishing',
      'privacy',
      'cyber security',
      'account hacked',
      'public wifi',
      'vpn',
      'data leak',
      'online safety',
    ],
    hooks: [
      'If you use the same password twice, one leak opens all your accounts.',
      'Two-step verification would have saved most of the hacked accounts I have seen.',
      'Scammers don’t hack your phone. They just ask you for the code.',
    ],
    tips: [
      { screen: 'Use a password manager', say: 'Use a password manager, so every account gets its own long password and you remember only one.' },
      { screen: 'Turn on 2FA', say: 'Turn on two-step verification for your email, bank and social media, starting with your email.' },
      { screen: 'Never share codes', say: 'Never tell anyone a code that arrives by text, even if they say they are from your bank.' },
      { screen: 'Check the sender', say: 'Before you click a link in a message, check the sender’s real address. Scams copy logos, not addresses.' },
      { screen: 'Update everything', say: 'Install updates on your phone and laptop as soon as they arrive. Most of them close security holes.' },
    ],
    steps: [
      {
        screen: 'Secure your email',
        say: 'First, give your email a new long password and turn on two-step verification. Your email resets every other account.',
      },
      { screen: 'Get a manager', say: 'Then, install a password manager and save your most important logins in it.' },
      { screen: 'Replace reused passwords', say: 'Then, change every password you used on more than one site, starting with banking and shopping.' },
      { screen: 'Check for leaks', say: 'Finally, check whether your email appears in known data leaks, and change the passwords of any site that shows up.' },
    ],
    myths: [
      {
        screen: 'Nobody wants my data?',
        myth: 'Nobody would bother hacking you because you are not interesting.',
        fact: 'Most attacks are automated. They try leaked passwords on millions of accounts and take whatever opens.',
      },
      {
        screen: 'VPN makes you safe?',
        myth: 'A VPN makes you safe and anonymous online.',
        fact: 'A VPN hides your traffic from the local network. It doesn’t stop phishing, weak passwords or tracking by the sites you log into.',
      },
    ],
    mistakes: [
      {
        screen: 'One password everywhere',
        mistake: 'You use one password for everything, with a different number at the end.',
        fix: 'Let a password manager create a unique password for each site.',
      },
      {
        screen: 'SMS as the only lock',
        mistake: 'You rely only on text message codes for your main accounts.',
        fix: 'Where you can, use an authenticator app instead. It can’t be stolen by swapping your SIM card.',
      },
      {
        screen: 'Clicking in a panic',
        mistake: 'You click a link because the message says your account will be blocked today.',
        fix: 'Close the message and open the app or site yourself. Real urgent problems are visible there too.',
      },
    ],
    facts: [
      {
        screen: 'Over 10 billion leaked accounts',
        say: 'More than ten billion accounts have shown up in known data leaks, and attackers try those passwords on other sites automatically.',
      },
      { screen: '12 characters or more', say: 'A random password of twelve characters or more takes far longer to guess than a short one with symbols.' },
    ],
    questions: [
      {
        question: 'Is it safe to keep all passwords in one app?',
        answer: 'A good password manager encrypts everything with your master password. It is much safer than reusing passwords or keeping them in notes.',
      },
      {
        question: 'Can I use public wifi safely?',
        answer: 'For browsing, yes, since most sites are encrypted now. For banking, use your mobile data to be extra careful.',
      },
    ],
    comparisons: [
      {
        a: 'Text message codes',
        b: 'Authenticator app',
        verdict: 'The authenticator app wins, because it can’t be intercepted by a SIM swap. Text codes are still far better than nothing.',
      },
    ],
    before: 'Right now, you use the same three passwords everywhere and hope no one notices.',
    after: 'After one evening, your email is locked down, every password is unique and a leak on one site stays on that site.',
  },
];
