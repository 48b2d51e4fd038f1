import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/**
 * The onboarding funnels' own texts (packages/contract/src/funnels): per funnel and step `web.funnels.<funnel>.<slug>.title`
 * (the question, also the page title), optional `.subtitle`, `.statement` for scale steps (with the language's quote
 * marks), `.body` for info steps; `web.funnels.options.<set>.<id>` for every answer. The interstitials carry the spec
 * §1 claims as the spec states them. funnels.test.ts fails when a step or an option has no text.
 */
const en = {
  funnels: {
    options: {
      gender: { female: 'Female', male: 'Male', other: 'Other', prefer_not: 'Prefer not to say' },
      age: { '18_24': '18–24', '25_34': '25–34', '35_44': '35–44', '45_54': '45–54', '55_plus': '55 or older' },
      occupation: {
        business_owner: 'Business owner',
        employee: 'Employee',
        creator: 'Creator or influencer',
        unemployed: 'Not working at the moment',
      },
      expertise: {
        personal_development: 'Personal development',
        business_marketing: 'Business and marketing',
        health_fitness: 'Health and fitness',
        sport_entertainment: 'Sport and entertainment',
        beauty_fashion: 'Beauty and fashion',
        art_music: 'Art and music',
        food_lifestyle: 'Food and lifestyle',
      },
      experience: { expert: 'Expert', advanced: 'Advanced', intermediate: 'Intermediate', beginner: 'Beginner' },
      main_product: {
        digital_products: 'Digital products',
        coaching: 'Coaching',
        physical_products: 'Physical products',
        membership: 'Membership',
        services: 'Services',
        music: 'Music',
        advertising: 'Advertising',
        nothing: 'Nothing',
      },
      followers: { under_1k: 'Under 1,000', '1k_5k': '1,000–5,000', '5k_10k': '5,000–10,000', over_10k: 'Over 10,000' },
      earnings: {
        nothing: 'Nothing',
        under_1k: 'Under $1,000',
        '1k_5k': '$1,000–$5,000',
        over_5k: 'Over $5,000',
        prefer_not: 'Prefer not to answer',
      },
      desired_income: { '1k': '$1,000', '3k': '$3,000', '5k': '$5,000', '10k_plus': '$10,000 or more' },
      agreement: {
        strongly_disagree: 'Strongly disagree',
        somewhat_disagree: 'Somewhat disagree',
        somewhat_agree: 'Somewhat agree',
        strongly_agree: 'Strongly agree',
      },
      challenges: {
        lack_of_ideas: 'Lack of ideas',
        cannot_write_viral: 'I can’t write viral scripts',
        lack_of_editing: 'Lack of editing skills',
        lack_of_time: 'Lack of time',
        fear_of_exposure: 'Fear of putting myself out there',
      },
      skill_level: { none: 'No skills yet', basic: 'Basic', good: 'Good', expert: 'Expert' },
      personal_goal: {
        buy_house: 'Buy a home',
        wedding: 'Pay for a wedding',
        vacation: 'Go on vacation',
        car: 'Buy a car',
        debt_free: 'Become debt-free',
        child: 'Provide for my child',
        personal_goal: 'Reach a personal goal',
      },
      motivation: { excited: 'Excited to start', nervous: 'A bit nervous', want_to_know_more: 'I want to know more', unsure: 'Not sure yet' },
      usage_before: { never: 'No, never', tried: 'I’ve tried it a few times', regularly: 'Yes, regularly' },
      target_followers: { '5k': '5,000', '10k': '10,000', '50k': '50,000', '100k_plus': '100,000 or more' },
      posting_frequency: { '0_2': '0–2 times a month', '3_5': '3–5 times a month', '6_10': '6–10 times a month', every_day: 'Every day' },
      self_description: {
        beginner: 'I’m just starting out',
        hobbyist: 'I post as a hobby',
        expert: 'I’m an expert in my field',
        business: 'I represent a business',
      },
      blog_goal: {
        grow_audience: 'Grow my audience',
        monetize: 'Make money from it',
        personal_brand: 'Build a personal brand',
        find_clients: 'Find clients',
        fun: 'Just for fun',
      },
    },
    legacy: {
      'usage-before': { title: 'Have you used AI to create content before?', subtitle: 'Scripts, captions, videos: everything counts.' },
      'current-followers': { title: 'How many followers do you have now?', subtitle: 'On your main Instagram account.' },
      'target-followers': { title: 'How many followers would you like?', subtitle: 'Pick a goal that excites you.' },
      'posting-frequency': { title: 'How often do you post?' },
      consistency: {
        title: 'Consistency beats perfection',
        body: '100,600 users already create with Reelcraft. It follows the trends for you and turns them into reel scripts, so there is something ready when it’s time to post.',
      },
      'self-description': { title: 'Which describes you best?' },
      expertise: { title: 'What is your area of expertise?', subtitle: 'Choose the closest one.' },
      'blog-goal': { title: 'What is the main goal of your blog?' },
      challenges: { title: 'What holds you back?' },
      reach: {
        title: 'Reach up 230% after the 20th reel',
        body: 'Growth comes from showing up again and again. Reelcraft writes the scripts and makes the videos, so getting to your 20th reel is much easier.',
      },
      'plan-ready': {
        title: 'Here’s what Reelcraft will do for you',
        body: 'Follow the trends, analyse your Instagram profile, write reel scripts, make meme videos with subtitles and create trendy avatar videos with your face. Create your account to start.',
      },
      signup: { title: 'Create your account', subtitle: 'Your answers are saved to it.' },
    },
    v2: {
      nickname: {
        title: 'What’s your Instagram nickname?',
        subtitle: 'We’ll analyse your profile for free: your niche, your style and what to post next.',
      },
      analysis: { title: 'Your profile analysis', subtitle: 'Your niche, your style, why followers choose you and what to post next.' },
      'follow-up': { title: 'Send me my analysis by e-mail?', subtitle: 'Keep your results and recommendations in your inbox.' },
      email: { title: 'What’s your e-mail?', subtitle: 'Your analysis and your answers are saved to your account.' },
    },
    v3: {
      gender: { title: 'What is your gender?', subtitle: 'Let’s start with a few questions about you.' },
      age: { title: 'How old are you?' },
      occupation: { title: 'What do you do?' },
      'main-product': { title: 'What do you mainly sell?', subtitle: 'Choose what brings you the most income.' },
      expertise: { title: 'What is your area of expertise?', subtitle: 'Choose the closest one.' },
      users: {
        title: 'You’re in good company',
        body: '100,600 users already create their content with Reelcraft, and this quiz is rated 4.8 of 5.',
      },
      experience: { title: 'How experienced are you in your field?' },
      followers: { title: 'How many followers do you have?', subtitle: 'On your main Instagram account.' },
      earnings: { title: 'How much did you earn last month?', subtitle: 'From your blog, products or services.' },
      'desired-income': { title: 'How much would you like to earn a month?' },
      reach: {
        title: 'Reach up 230% after the 20th reel',
        body: 'Results come from posting steadily. Reelcraft turns today’s trends into reel scripts in minutes, so the next reel stops being the hard part.',
      },
      'statement-consistency': { title: 'Do you agree with this?', statement: '“I struggle to post consistently”' },
      'statement-ideas': { title: 'Do you agree with this?', statement: '“I often don’t know what to post”' },
      'statement-camera': { title: 'Do you agree with this?', statement: '“I feel awkward in front of the camera”' },
      challenges: { title: 'What holds you back the most?' },
      'content-skill': { title: 'How good are you at creating content?', subtitle: 'Writing scripts, filming, editing.' },
      'growth-skill': { title: 'How good are you at growing an audience?', subtitle: 'Trends, hashtags, timing, the algorithm.' },
      bloggers: {
        title: 'You’re not alone in this',
        body: '1906 bloggers already use Reelcraft to follow trends, get reel scripts and make videos without filming themselves.',
      },
      'personal-goal': { title: 'What would you do with the extra income?' },
      motivation: { title: 'How do you feel about getting started?' },
      nickname: {
        title: 'What’s your Instagram nickname?',
        subtitle: 'We’ll analyse your public profile: your niche, your style and what to post next. You can skip this step.',
      },
      analyze: { title: 'Your profile analysis', subtitle: 'Your niche, your style, why followers choose you and what to post next.' },
      email: { title: 'Enter your e-mail to save your results', subtitle: 'Then see your growth plan and your potential.' },
      done: {
        title: 'Is this your e-mail?',
        subtitle: 'We sent a confirmation link to it. Check the address, change it if needed, or send the link again.',
      },
    },
  },
} as const;

// Translations follow in the next commit; until then ru, pt and es show the English texts.
const ru: SameShape<typeof en> = en;
const pt: SameShape<typeof en> = en;
const es: SameShape<typeof en> = en;

export const funnelsWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
