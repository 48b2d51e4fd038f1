import type { NarrativePack } from './types.ts';

export const en: NarrativePack = {
  locale: 'en-US',
  quotes: ['“', '”'],
  nouns: {
    follower: { one: 'follower', other: 'followers' },
    post: { one: 'post', other: 'posts' },
    reel: { one: 'reel', other: 'reels' },
    day: { one: 'day', other: 'days' },
    view: { one: 'view', other: 'views' },
    engagement: { one: 'like and comment', other: 'likes and comments' },
    comment: { one: 'comment', other: 'comments' },
    like: { one: 'like', other: 'likes' },
    character: { one: 'character', other: 'characters' },
    emoji: { one: 'emoji', other: 'emoji' },
    hashtag: { one: 'hashtag', other: 'hashtags' },
  },
  times: '{n}×',
  hooks: {
    question: { name: 'a question', start: 'with a question' },
    number: { name: 'a number', start: 'with a number' },
    how_to: { name: 'a how-to promise', start: 'with a how-to promise' },
    pov: { name: 'a POV scene', start: 'with a POV scene' },
    story: { name: 'a personal story', start: 'with a personal story' },
  },
  bands: {
    nano: 'under {max} followers',
    micro: '{min}–{max} followers',
    mid: '{min}–{max} followers',
    macro: 'over {min} followers',
  },
  comparisons: { below: 'below the range we estimate', typical: 'within the range we estimate', above: 'above the range we estimate' },
  formats: { image: 'single photos', carousel: 'carousels', reel: 'reels', video: 'videos' },
  and: 'and',
  domain: {
    withSubject: ['{Topic}: {subject}', '{Topic}. In your own words: {subject}'],
    withTags: ['{Topic}, judging by your posts about {tags}', '{Topic}: your posts keep coming back to {tags}'],
    plain: ['{Topic}'],
  },
  style: {
    lead: {
      reels: ['Video-first: {reelShare} of your recent posts are reels.', 'You lead with video: reels make up {reelShare} of your recent posts.'],
      photos: ['Photo-first: {photoShare} of your recent posts are single photos.', 'Your grid is built on single photos, {photoShare} of recent posts.'],
      carousels: ['Carousel-led: {carouselShare} of your recent posts are carousels to swipe through.'],
      mixed: ['A mix of formats: {reelShare} reels, {carouselShare} carousels and {photoShare} single photos.'],
      empty: ['There are no posts to read your style from yet.'],
    },
    captions: {
      none: 'Your captions are nearly empty, so the picture does all the talking.',
      short: 'Captions are short, {avgLength} on average.',
      medium: 'Captions are mid-length, about {avgLength}, and add context to the picture.',
      long: 'Captions are long and story-like, about {avgLength} on average.',
    },
    cues: {
      questions: 'You talk with your audience: {questionShare} of your captions ask them something.',
      emoji: 'The tone is relaxed and emoji-rich, {avgEmojis} per caption on average.',
      cta: 'You regularly ask for action: {ctaShare} of your captions invite the reader to do something.',
      hook: 'Your favourite opening is {hookName}.',
    },
  },
  why: {
    best: [
      'Your strongest posts{tagsPart} collect {bestAvg} on average, {times} your typical post.',
      'Your best posts{tagsPart} average {bestAvg}, {times} your typical post: that is where your audience reacts most.',
    ],
    steady: ['Your posts{tagsPart} do about equally well, {bestAvg} at best: no single post or topic carries the account.'],
    tagsPart: 'about {tags}',
    format: '{Format} do best: {times} the likes and comments of your other posts.',
    hook: 'Posts that open {hookStart} collect {times} your average.',
    engagement: 'Your engagement rate, {er}, is {cmp} for accounts of your size ({erLow}–{erHigh}).',
    rhythm: 'You keep a steady pace of {perWeek} a week.',
    littleData: 'This rests on only {posts}; with more posts we can say more.',
    quiet: ['Your posts have not collected reactions yet, so there is nothing yet to show why people follow you.'],
    noPostsWithSubject: ['Your bio says: {subject}. Once you publish, we will see which posts people come back for.'],
    noPosts: ['There are no posts yet to show why people follow you.'],
  },
  recommendations: {
    comeback:
      'Your last post went up {daysSince} ago. Come back with a reel on your strongest topic, then keep to {target} a week so the break does not become the pattern.',
    'start-reels':
      'None of your last {posts} is a reel. Reels are how Instagram shows you to people who do not follow you yet: start with {reelTarget} a week.',
    'reels-win': 'Your reels collect {times} the likes and comments of your photos and carousels. Post {reelTarget} a week and keep photos for announcements.',
    'carousels-win':
      'Your carousels collect {times} the likes and comments of your reels: people swipe and save step-by-step posts. Keep one carousel a week and turn the best one into a reel.',
    'photos-win':
      'Your single photos collect {times} the likes and comments of your reels, so your audience comes for the pictures. Keep them, and try reels that feel like your photos: short, calm, one idea each.',
    'reach-low':
      'Your reels get a median of {medianViews}, which is {viewsRatio} of your follower count, while we estimate {vLow}–{vHigh} for accounts of your size. Win the first two seconds: open {hookStart} and show the result right away.',
    'reach-high':
      'Your reels reach {viewsRatio} of your follower count (median {medianViews}, best {topViews}), above the range we estimate for your size, so they bring in new people. End every reel with a reason to follow and pin the best one.',
    'er-low':
      'Your engagement rate is {er}, below the {erLow}–{erHigh} we estimate for accounts of your size. End every caption with one easy question; right now {questionShare} of your captions ask one.',
    'er-high':
      'Your engagement rate of {er} is above the {erLow}–{erHigh} we estimate for your size: your audience is warm. Once a week, give it a clear next step, such as a free guide, a consultation or a product.',
    'post-more':
      'You publish {perWeek} a week, one every {gap} on average. Film in batches on one day and schedule {target} a week: a steady rhythm keeps you in your followers’ feeds.',
    'hook-strong': 'Posts that open {hookStart} get {times} your average likes and comments. Start your next three captions and reels that way.',
    'more-reels': 'Only {reelShare} of your posts are reels, yet a typical reel reaches {viewsRatio} of your follower count. Move to {reelTarget} a week.',
    'hashtag-strong': 'Posts tagged {tag1} average {tagAvg}, {times} your usual. Make that topic a regular series.',
    'best-follow-up':
      'Your top post, {excerpt}, got {likes} and {comments}, {times} your average. Give it a sequel: a part two, a list of mistakes on the same topic, or answers to its comments.',
    'cta-more':
      'Calls to action appear in {ctaShare} of your captions. Finish each one with a single action: save it, send it to a friend or comment one word.',
    'hashtags-trim': 'You use {avgHashtags} per post on average. Keep three to five precise ones about the post’s topic; the rest only blur it.',
    'hashtags-add': 'Your posts carry almost no hashtags. Add three to five that name the topic, such as {nicheTag}, so Instagram knows whom to show them to.',
    'first-posts':
      'There are no posts to learn from yet. Publish {reelTarget} this week: one that answers your audience’s most common question, one that shows your work and one about you.',
    consistency: 'Choose fixed posting days and keep to {target} a week: a steady rhythm beats bursts followed by silence.',
    'reply-comments': 'Your posts get {avgComments} on average. Reply to each of them within the first hour: the conversation itself lifts the post.',
    'pin-best':
      'Pin your three strongest posts to the top of your grid: visitors decide whether to follow within seconds, and your best post so far has {likes}.',
    series: 'Start a weekly series about {topic} with a fixed name and day: a series gives people a reason to come back and to follow.',
    'bio-offer': 'Make your bio say in one line whom you help and with what in {topic}: it is the first thing a visitor reads before following.',
    'ask-audience': 'Ask your followers in a story poll which topic they want next, and make the winner your next reel: people watch what they asked for.',
  },
  summary: {
    opening: ['{name} (@{username}): a {topic} account with {followers}.', '@{username} writes about {topic} for {followers}.'],
    engagement: 'Engagement rate {er}, {cmp} for accounts with {band} ({erLow}–{erHigh}).',
    reels: 'Reels: median {medianViews}, best {topViews}.',
    frequency: 'Posting pace: {perWeek} a week.',
    noPosts: 'There are no posts to analyse yet: the numbers will appear after the first publications.',
  },
};
