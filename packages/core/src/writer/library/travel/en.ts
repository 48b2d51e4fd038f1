import type { NicheMaterial } from '../types.ts';

/** travel, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'budget-travel',
    label: 'Travelling on a budget',
    keywords: [
      'budget travel',
      'cheap travel',
      'hostel or hotel',
      'travel on a budget',
      'backpacking',
      'backpacker',
      'hostel',
      'hostels',
      'cheap trip',
      'save money travelling',
      'travel hacks',
      'cheap holiday',
      'budget trip',
      'free things to do',
      'solo travel',
      'how much i spent',
    ],
    hooks: [
      'You do not need more money to travel. You need to stop spending it on the wrong three things.',
      'I spent less on two weeks abroad than on one month of rent. Here is where the money went.',
      'Your trip is expensive before you even leave, and it is not the flight.',
    ],
    tips: [
      {
        screen: 'Travel in shoulder season',
        say: 'Go just before or just after high season. Same weather most days, fewer crowds, and rooms often cost far less.',
      },
      {
        screen: 'Eat your big meal at lunch',
        say: 'Make lunch your big meal. Many restaurants have a set lunch menu for much less than the same food at dinner.',
      },
      {
        screen: 'Always pay in local currency',
        say: 'When a card machine or ATM offers to charge you in your home currency, say no and pay in local currency. The converted rate is almost always worse.',
      },
      {
        screen: 'Private room in a hostel',
        say: 'Look at private rooms in hostels. You get your own door for less than a hotel, plus a kitchen and travellers to ask.',
      },
      {
        screen: 'Walk and take the bus',
        say: 'Buy a public transport day pass instead of taxis, and walk between sights that are close. You see more of the city on foot anyway.',
      },
      {
        screen: 'Free walking tours',
        say: "Join a free walking tour on your first day. You pay what you think it was worth and learn the city's layout in two hours.",
      },
    ],
    steps: [
      { screen: '1. Set a daily number', say: 'First, decide your daily budget for beds, food and transport before you book anything.' },
      {
        screen: '2. Book the bed first',
        say: 'Then book your accommodation first, because it is the biggest daily cost and the easiest to overpay for at the last minute.',
      },
      {
        screen: '3. Cook one meal a day',
        say: 'Then plan one meal a day from a supermarket or market, and spend your food money on the meals you will remember.',
      },
      {
        screen: '4. Track it every night',
        say: 'Finally, write down what you spent every night. Two minutes a day keeps a small overspend from becoming a big one.',
      },
    ],
    myths: [
      {
        screen: 'Travel is for the rich?',
        myth: 'Travelling is only for people with a lot of money.',
        fact: 'Many destinations cost less per day than staying at home, if you choose cheaper countries, slow down and skip the tourist restaurants.',
      },
      {
        screen: 'Last minute is cheaper?',
        myth: 'Last-minute deals are always the cheapest way to go.',
        fact: 'Cheap flights and beds sell first. For popular dates, booking early usually saves more than waiting.',
      },
    ],
    mistakes: [
      {
        screen: 'Too many cities',
        mistake: 'You try to see five cities in ten days and pay for transport every other day.',
        fix: 'Pick two or three bases and take day trips from them.',
      },
      {
        screen: 'Eating at the main square',
        mistake: 'You eat at the restaurants with menus in six languages next to the main sight.',
        fix: 'Walk two or three streets away and eat where you hear the local language.',
      },
      {
        screen: 'No travel insurance',
        mistake: 'You skip travel insurance to save a little money.',
        fix: 'Buy basic travel insurance. One hospital visit abroad can cost more than the whole trip.',
      },
    ],
    facts: [
      {
        screen: 'Card fees add up',
        say: 'Many bank cards charge a foreign transaction fee of up to about three in every hundred you spend abroad, so check yours before you go.',
      },
      {
        screen: 'One base, fewer costs',
        say: 'Staying seven nights in one place instead of moving every two nights saves you about three travel days and their tickets.',
      },
    ],
    questions: [
      {
        question: 'How much money do I need per day?',
        answer: 'It depends on the country more than on you. Check hostel prices and a local meal price there, and add your transport.',
      },
      {
        question: 'Are hostels safe for solo travellers?',
        answer: 'Most well-reviewed hostels are. Read recent reviews, choose one with lockers, and book a female-only dorm if you prefer.',
      },
    ],
    comparisons: [
      {
        a: 'Hostel',
        b: 'Budget hotel',
        verdict:
          'A hostel wins when you travel alone and want to meet people. For two people, a budget hotel room often costs about the same as two dorm beds.',
      },
    ],
    before: 'Right now, you think a real trip costs more than you can spend, so you keep putting it off.',
    after: 'With a daily budget and a few habits, you come home from your trip with money left and no credit card surprise.',
  },
  {
    id: 'packing-light',
    label: 'Packing light, carry-on only',
    keywords: [
      'packing',
      'pack',
      'pack with me',
      'packing list',
      'packing tips',
      'carry on',
      'carry-on only',
      'hand luggage',
      'cabin bag',
      'backpack',
      'suitcase',
      'luggage',
      'packing cubes',
      'what to pack',
      'travel essentials',
      'capsule wardrobe',
    ],
    hooks: [
      'I travelled two weeks with one small backpack, and I never once missed anything.',
      'Half of what is in your suitcase will come home unworn.',
      'Stop paying for checked bags. This is how everything fits in a carry-on.',
    ],
    tips: [
      {
        screen: 'Pick one colour palette',
        say: 'Choose clothes in two or three colours that all match. Then five pieces give you a different outfit every day.',
      },
      { screen: 'Wear the bulkiest things', say: 'Wear your heaviest shoes and your jacket on the plane. That frees up a big part of your bag.' },
      { screen: 'Plan to do laundry', say: 'Pack for five to seven days, not for the whole trip. Do laundry once, in a sink or a laundromat.' },
      { screen: 'Liquids: decant them', say: 'Pour shampoo and cream into small refillable bottles, or switch to solid shampoo and skip the liquids bag.' },
      { screen: 'Packing cubes', say: 'Use packing cubes, one for tops, one for bottoms, one for underwear. You find things without emptying the whole bag.' },
    ],
    steps: [
      { screen: '1. Lay it all out', say: 'First, lay out everything you want to bring on the bed.' },
      { screen: '2. Remove a third', say: 'Then put back a third of it, starting with anything you packed just in case.' },
      { screen: '3. Shoes: two pairs', say: 'Then keep two pairs of shoes at most: the ones you wear and one light pair.' },
      { screen: '4. Test the bag', say: 'Finally, pack the bag and walk around the block with it. If it is heavy now, it will be heavier on cobblestones.' },
    ],
    myths: [
      {
        screen: 'Rolling saves space?',
        myth: 'Rolling your clothes is the secret to packing light.',
        fact: 'Rolling or folding makes little difference. Taking fewer things is the only trick that really saves space.',
      },
      {
        screen: 'Pack for every case?',
        myth: 'You should pack for every situation that might happen.',
        fact: 'In most places you can buy what you forgot in a pharmacy or a supermarket. Pack for the plan, not for the worst case.',
      },
    ],
    mistakes: [
      {
        screen: 'A new outfit every day',
        mistake: 'You pack a different outfit for every day of the trip.',
        fix: 'Repeat outfits. Nobody on your trip sees you twice.',
      },
      {
        screen: 'Not checking the size',
        mistake: 'You assume your carry-on fits every airline.',
        fix: "Check the bag size and weight on your airline's website, because low-cost airlines often allow only a small under-seat bag for free.",
      },
      {
        screen: 'Liquids at the bottom',
        mistake: 'You bury your liquids deep in the bag.',
        fix: 'Keep the liquids bag on top, so security takes seconds instead of unpacking everything.',
      },
    ],
    facts: [
      {
        screen: '100 ml liquid rule',
        say: 'At most airports, liquids in your hand luggage must be in containers of up to 100 millilitres, all in one small clear bag.',
      },
      {
        screen: 'Under-seat bag size',
        say: 'On many budget airlines, the free bag is only the size of a small backpack. It is often around 40 by 20 by 25 centimetres.',
      },
    ],
    questions: [
      {
        question: 'Backpack or suitcase for carry-on only?',
        answer: 'A backpack is better for stairs, old towns and buses. A small roller is better for smooth airports and business trips.',
      },
      {
        question: 'How do I pack for cold weather in a carry-on?',
        answer: 'Use thin layers instead of one thick sweater: a thermal top, a fleece and a packable down jacket fit in very little space.',
      },
    ],
    comparisons: [
      {
        a: 'Carry-on only',
        b: 'Checked bag',
        verdict:
          'Carry-on only wins for trips up to two weeks: no fees, no waiting and nothing lost. A checked bag makes sense for ski trips or long stays in the cold.',
      },
    ],
    before: 'Right now, you drag a heavy suitcase up the stairs, pay for a checked bag and wear half of what you packed.',
    after: 'After your next trip, you walk off the plane straight to the exit with one light bag and everything you need.',
  },
  {
    id: 'cheap-flights',
    label: 'Finding cheap flights and booking smart',
    keywords: [
      'cheap flights',
      'flight deals',
      'plane tickets',
      'airfare',
      'flights',
      'flight',
      'booking flights',
      'when to book',
      'low cost airline',
      'budget airline',
      'layover',
      'stopover',
      'price alert',
      'error fare',
      'airline',
      'airport',
    ],
    hooks: [
      'The cheapest flight is rarely on the date you searched first.',
      'Clearing your cookies will not make your flight cheaper. This will.',
      'I flew across the ocean for less than a weekend at home. Here is how I search.',
    ],
    tips: [
      {
        screen: 'Search the whole month',
        say: 'Use the calendar or whole-month view instead of one date. Moving your trip by two days can change the price a lot.',
      },
      { screen: 'Set a price alert', say: 'Set a price alert for your route and let the prices come to you, instead of checking every morning.' },
      {
        screen: 'Check nearby airports',
        say: 'Search every airport within two hours of your city and of your destination. Smaller airports are often served by cheaper airlines.',
      },
      { screen: 'Fly midweek', say: 'Look at Tuesday, Wednesday and Saturday departures. They are often cheaper than Fridays and Sundays.' },
      {
        screen: 'Add up the real price',
        say: 'Add the bag, the seat and the airport transfer before you compare. A cheap fare to a far-away airport can end up the dearest.',
      },
    ],
    steps: [
      { screen: '1. Be flexible first', say: 'First, search your destination with flexible dates for the whole month you want to travel.' },
      {
        screen: '2. Compare, then go direct',
        say: "Then compare on a flight search engine, but book on the airline's own site when the price is the same, so changes are easier.",
      },
      { screen: '3. Set an alert', say: 'Then set a price alert on the best two dates, and book when the price drops or starts climbing.' },
      {
        screen: '4. Check the bag rules',
        say: 'Finally, before you pay, check the bag allowance and add what you need now, because it usually costs more at the airport.',
      },
    ],
    myths: [
      {
        screen: 'Incognito mode?',
        myth: 'Airlines raise the price when you search the same flight twice, so always use incognito mode.',
        fact: 'Prices move with demand and seats sold, not with your cookies. Incognito mode will not get you a lower fare.',
      },
      {
        screen: 'Book on a Tuesday?',
        myth: 'There is a magic day of the week to book cheap flights.',
        fact: 'The day you book matters much less than the day you fly and how far ahead you book.',
      },
    ],
    mistakes: [
      {
        screen: 'Booking too late',
        mistake: 'You wait for a last-minute deal on a busy holiday date.',
        fix: 'For school holidays and festivals, book as soon as your dates are fixed.',
      },
      {
        screen: 'Tight self-made connection',
        mistake: 'You book two separate cheap tickets with one hour between them.',
        fix: 'Leave at least three to four hours between separate tickets, because the second airline will not wait for a late first flight.',
      },
      {
        screen: 'Ignoring the transfer',
        mistake: 'You book a flight that lands at 1 am at an airport far from the city.',
        fix: 'Before you book, check how you get from the airport at night and what it costs.',
      },
    ],
    facts: [
      {
        screen: 'EU delay compensation',
        say: 'On flights covered by EU rules, arriving three hours late or more can entitle you to 250 to 600 euros. Extraordinary causes, like storms, are the exception.',
      },
      {
        screen: '24 hours to cancel',
        say: 'For flights to or from the United States booked a week or more ahead, you get 24 hours to cancel for free. Some airlines hold the fare instead.',
      },
    ],
    questions: [
      {
        question: 'How far in advance should I book a flight?',
        answer: 'As a rough guide, one to three months ahead for short flights and a few months more for long-haul and holidays.',
      },
      {
        question: 'Is a layover worth it to save money?',
        answer: 'If it saves you a lot and the layover is over two hours on one ticket, often yes. Under an hour, the stress is rarely worth it.',
      },
    ],
    comparisons: [
      {
        a: 'Direct flight',
        b: 'Flight with a layover',
        verdict:
          'A direct flight is worth paying a little more for on short trips, where every hour counts. On long trips, a cheap layover can pay for a night of your stay.',
      },
    ],
    before: 'Right now, you search one date, see a painful price and close the tab for another month.',
    after: 'With flexible dates and price alerts, you book when the fare is low and spend the difference on the trip itself.',
  },
  {
    id: 'city-guides',
    label: 'City guides and hidden spots',
    keywords: [
      'city guide',
      'hidden gems',
      'hidden spots',
      'secret spots',
      'hidden corners',
      'places to visit',
      'landmarks',
      'itinerary',
      'city break',
      'weekend in',
      'tourist traps',
      'viewpoint',
      'old town',
      'local tips',
      'sightseeing',
      'neighbourhood',
    ],
    hooks: [
      'Everyone photographs the same square. Two streets away is the city I fell in love with.',
      'If you only have one day here, skip the famous queue and do this instead.',
      'Locals never eat on the main square, and you should not either.',
    ],
    tips: [
      { screen: 'Go at opening time', say: 'Visit the famous sight right at opening time. The first hour is the quietest, before the tour groups arrive.' },
      { screen: 'One street back', say: 'Walk one or two streets back from the main sights. Prices drop, crowds thin and the real neighbourhood starts.' },
      {
        screen: 'Book the big ticket early',
        say: 'Book tickets for the one sight that sells out, like a famous palace or museum, weeks ahead in high season.',
      },
      {
        screen: 'Find the viewpoint at sunset',
        say: "Find the city's best viewpoint and get there half an hour before sunset, with a drink and a spot on the wall.",
      },
      { screen: 'Ask for their favourite', say: 'Ask the person at your café or guesthouse where they eat on their day off, not where tourists should go.' },
    ],
    steps: [
      { screen: '1. Morning: the big sight', say: 'First, spend your early morning at the one sight you would regret missing.' },
      { screen: '2. Midday: a local market', say: 'Then go to a covered market for lunch, where locals shop and eat.' },
      { screen: '3. Afternoon: get lost', say: 'Then spend the afternoon walking an old neighbourhood with no plan and no map on screen.' },
      { screen: '4. Evening: sunset view', say: 'Finally, end the day at a viewpoint for sunset, and have dinner nearby, away from the main square.' },
    ],
    myths: [
      {
        screen: 'See everything?',
        myth: 'A good trip means seeing every sight on the top ten list.',
        fact: 'Three things done slowly beat ten things seen from a queue. The moments you remember are rarely on the list.',
      },
      {
        screen: 'Hidden gems are secret?',
        myth: 'Hidden gems are only found in secret apps and blogs.',
        fact: 'Most of them are simply one neighbourhood away from the centre, and any local will point you there.',
      },
    ],
    mistakes: [
      {
        screen: 'Overpacked itinerary',
        mistake: 'You plan every hour of every day.',
        fix: 'Plan one big thing in the morning and leave the afternoon free to wander.',
      },
      {
        screen: 'Midday at the top sight',
        mistake: 'You arrive at the famous place at noon with everyone else.',
        fix: 'Go at opening time or in the last hour before closing.',
      },
      {
        screen: 'Only following the map',
        mistake: 'You walk with your eyes on the phone from pin to pin.',
        fix: 'Pick a direction, put the phone away for an hour and look up.',
      },
    ],
    facts: [
      { screen: 'Free tours run on tips', say: 'Free walking tours are paid with tips, and in much of Europe people often give around ten euros each.' },
      {
        screen: 'Free museum hours',
        say: 'Many big museums open for free on one evening a week or one day a month, so check their website before you buy a ticket.',
      },
    ],
    questions: [
      {
        question: 'How many days do I need in a city?',
        answer: 'Three full days are enough to see the main sights of most cities and still wander without rushing.',
      },
      {
        question: 'Is a city pass worth it?',
        answer: 'Only if you would visit at least three or four of its paid sights in its time limit. Add up the entry prices before you buy.',
      },
    ],
    comparisons: [
      {
        a: 'Guided tour',
        b: 'Exploring on your own',
        verdict: 'Take a guided tour on day one to understand the city, then explore on your own. You get the stories and the freedom.',
      },
    ],
    before: 'Right now, your city trips are long queues, crowded squares and overpriced lunches you forget by the evening.',
    after: 'On your next trip, you beat the crowds in the morning and spend the evenings in places the tour buses never reach.',
  },
  {
    id: 'street-food',
    label: 'Street food and what to eat where',
    keywords: [
      'street food',
      'food tour',
      'local food',
      'local dishes',
      'must try food',
      'food market',
      'night market',
      'tacos',
      'food stall',
      'food cart',
      'eating abroad',
      'food poisoning',
      'cheap eats',
      'traditional dishes',
      'hawker centre',
      'foodie',
    ],
    hooks: [
      'The best meal of my trip cost less than a coffee at the airport.',
      'Before you eat street food abroad, learn this one rule about the queue.',
      'Skip the restaurant with the photo menu. The real food is on the corner.',
    ],
    tips: [
      {
        screen: 'Follow the local queue',
        say: 'Eat at the stall with a queue of locals. A long queue means fresh food, fast turnover and a cook people trust.',
      },
      {
        screen: 'Hot and cooked in front',
        say: 'Choose food cooked hot in front of you. Food sizzling on the grill is safer than food that has sat out for hours.',
      },
      { screen: 'Carry small cash', say: 'Carry small notes and coins. Most street stalls take only cash and cannot break a big note.' },
      { screen: 'Order what everyone orders', say: 'When you do not know what to order, point at what the people before you are eating.' },
      {
        screen: 'Careful with raw and ice',
        say: 'In places where you do not drink tap water, go easy on raw salads and ice at first, and peel your own fruit.',
      },
    ],
    steps: [
      { screen: '1. Walk the whole market', say: 'First, walk the whole market once before you buy anything, and notice which stalls are busy.' },
      { screen: '2. Start small', say: 'Then order one small portion at a time, so you can try four or five stalls instead of filling up at the first.' },
      { screen: '3. Eat like a local', say: 'Then eat it the way locals do: standing at the counter, with the sauces they add.' },
      { screen: '4. Ask what it is', say: 'Finally, ask the cook the name of the dish, so you can find it again and order it anywhere in the city.' },
    ],
    myths: [
      {
        screen: 'Street food makes you sick?',
        myth: 'Street food is always riskier than eating in a restaurant.',
        fact: 'A busy stall cooking hot food in front of you can be safer than a quiet restaurant kitchen you never see.',
      },
      {
        screen: 'Spicy kills germs?',
        myth: 'Spicy food kills the bacteria, so it is always safe.',
        fact: 'Chilli does not make food safe. What matters is that it is freshly cooked and served hot.',
      },
    ],
    mistakes: [
      {
        screen: 'Eating only near sights',
        mistake: 'You eat only in the restaurants next to the main sights.',
        fix: 'Ask where the nearest market is and eat where people on their lunch break eat.',
      },
      {
        screen: 'Everything on day one',
        mistake: 'You try every spicy and raw dish on your first day.',
        fix: 'Give your stomach a couple of days, then go bolder.',
      },
      {
        screen: 'Empty stall at peak time',
        mistake: 'You pick the empty stall because there is no wait.',
        fix: 'Wait in line at the busy stall. An empty stall at lunchtime is telling you something.',
      },
    ],
    facts: [
      { screen: 'Hot food: over 70 degrees', say: 'Food cooked right through to about 70 degrees kills most of the germs that cause food poisoning.' },
      {
        screen: "Traveller's stomach is common",
        say: 'In some regions, between a third and two thirds of travellers get an upset stomach on a trip, so pack oral rehydration salts.',
      },
    ],
    questions: [
      {
        question: 'How do I know if a street food stall is safe?',
        answer: 'Look for a queue of locals, food cooked to order and a clean surface. The cook should not handle money and food with the same hand.',
      },
      {
        question: 'What should I eat first in a new country?',
        answer: 'The dish locals eat for breakfast. It tells you more about a place than any famous dinner.',
      },
    ],
    comparisons: [
      {
        a: 'Food tour',
        b: 'Exploring markets alone',
        verdict: 'A food tour is worth it on day one in a big food city, to learn names and places. After that, markets on your own are cheaper and more fun.',
      },
    ],
    before: 'Right now, you eat pizza and burgers abroad because you are afraid the local street food will make you sick.',
    after: 'After one trip with these rules, you eat the best dishes in town at the stalls, for a fraction of restaurant prices.',
  },
  {
    id: 'digital-nomad',
    label: 'Digital nomad life and monthly travel budgets',
    keywords: [
      'digital nomad',
      'nomad',
      'remote work',
      'work remotely',
      'work from anywhere',
      'laptop lifestyle',
      'living abroad',
      'monthly budget',
      'cost of living',
      'month in',
      'southeast asia',
      'coworking',
      'nomad visa',
      'move abroad',
      'nomad life',
      'expat',
    ],
    hooks: [
      'Here is what a month of living and working abroad really costs, line by line.',
      'Remote work from a beach sounds great until the wifi drops during your meeting.',
      'I live abroad on less than my old rent and bills at home. Here is the breakdown.',
    ],
    tips: [
      {
        screen: 'Stay a month, not a week',
        say: 'Stay at least a month in one place. Monthly rentals usually cost much less per night, and you actually get work done.',
      },
      { screen: 'Test the wifi first', say: 'Before you book, ask the host for a screenshot of a speed test. Good photos do not mean a good connection.' },
      { screen: 'Get a local or eSIM plan', say: 'Get a local SIM or an eSIM with mobile data on day one, so a dead wifi never stops a call.' },
      {
        screen: 'Check your visa days',
        say: 'Count your visa days before you plan the route. A tourist stay is not a work permit, so read the rules for remote workers.',
      },
      { screen: 'Keep a work routine', say: 'Keep fixed work hours and explore after them. Without a routine, you end up half working and half travelling.' },
    ],
    steps: [
      { screen: '1. Pick by time zone', say: 'First, pick a place whose time zone lets you overlap at least a few hours with your clients or team.' },
      { screen: '2. Book a week first', say: 'Then book the first week in a short-term place and look at neighbourhoods in person.' },
      { screen: '3. Negotiate the month', say: 'Then ask hosts for a monthly price directly. Many will drop the price for a long stay.' },
      { screen: '4. Track your month', say: 'Finally, track rent, food, transport and coworking for the month, so you know what the place really costs.' },
    ],
    myths: [
      {
        screen: 'Nomads are always on holiday?',
        myth: 'Digital nomads spend all day on the beach.',
        fact: 'Most work regular hours at a desk or coworking space. The travel happens in the evenings and at weekends.',
      },
      {
        screen: 'You need to be rich?',
        myth: 'You need to be rich to live abroad.',
        fact: 'In many cities, rent, food and transport cost less than in the place you left, as long as your income stays the same.',
      },
    ],
    mistakes: [
      {
        screen: 'Moving every few days',
        mistake: 'You move city every few days and spend your work time on buses.',
        fix: 'Slow down to one base a month and take weekend trips from it.',
      },
      {
        screen: 'No emergency fund',
        mistake: 'You travel with no savings to fall back on.',
        fix: 'Keep at least three months of expenses saved before you leave.',
      },
      {
        screen: 'Ignoring the time zone',
        mistake: 'You choose a destination without checking the time difference.',
        fix: 'Map your calls first. A twelve-hour difference means meetings at midnight.',
      },
    ],
    facts: [
      {
        screen: 'Schengen: 90 in 180',
        say: 'Visitors from many countries can stay in the Schengen area for 90 days in any 180-day period. Days in all member countries count together.',
      },
      {
        screen: 'Southeast Asia on a budget',
        say: 'In much of Southeast Asia, many nomads live on about one thousand to fifteen hundred dollars a month, rent included.',
      },
    ],
    questions: [
      {
        question: 'Which country is best for a first month as a nomad?',
        answer: 'Pick one with good internet, an easy visa for your passport, a time zone close to your work and other nomads to meet.',
      },
      {
        question: 'Is a digital nomad visa worth it?',
        answer:
          'If you want to stay longer than a tourist stay allows, yes. It makes your stay legal and clear, but check the income requirement and taxes first.',
      },
    ],
    comparisons: [
      {
        a: 'Coworking space',
        b: 'Working from cafés',
        verdict: 'Cafés are fine for a few hours of email. For calls and full days, a coworking space gives you stable internet and people to meet.',
      },
    ],
    before: 'Right now, you dream about working from abroad but have no idea what a month there would really cost.',
    after: 'After your first month, you know your real budget, you have a routine that works and you can choose your next base calmly.',
  },
];
