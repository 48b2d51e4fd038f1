import type { NicheMaterial } from '../types.ts';

/** food_lifestyle, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'weeknight-dinners',
    label: 'Quick weeknight dinners',
    keywords: [
      'dinner',
      'dinners',
      'weeknight',
      'quick dinner',
      'easy dinner',
      '20 minute meal',
      'sheet pan',
      'dinner ideas',
      'skillet',
      'stir fry',
      'pasta',
      'chicken',
      'veggies',
      'what to cook tonight',
      'lazy dinner',
      'family dinner',
    ],
    hooks: [
      'You get home at seven and you are starving. Dinner can be on the table by half past.',
      'Stop ordering takeout on Tuesdays. This is how I cook dinner in twenty minutes.',
      'One pan, three ingredients you already have, and almost nothing to wash.',
    ],
    tips: [
      { screen: 'Heat the pan first', say: 'Put the pan on the heat before you start chopping. By the time the onion is cut, the pan is ready.' },
      {
        screen: 'Sheet pan dinners',
        say: 'Toss chicken thighs and chopped vegetables with oil and salt on one tray and roast at 220 degrees for about 25 minutes.',
      },
      { screen: 'Cook pasta in less water', say: 'Cook short pasta in just enough salted water to cover it. The starchy water turns any sauce silky.' },
      { screen: 'Keep a dinner shelf', say: 'Keep a shelf of canned tomatoes, chickpeas, coconut milk and noodles, and you always have a dinner at home.' },
      { screen: 'Finish with acid', say: 'When a dish tastes flat, add a squeeze of lemon or a splash of vinegar before you add more salt.' },
      { screen: 'Thin cuts cook fast', say: 'Slice meat thin and cut vegetables small. Small pieces cook in minutes, big chunks take half an hour.' },
    ],
    steps: [
      { screen: '1. Start the pan', say: 'First, heat a wide pan with a spoon of oil while you slice one onion and two cloves of garlic.' },
      { screen: '2. Brown the protein', say: 'Then add thin strips of chicken or tofu and let them brown without stirring for two minutes.' },
      { screen: '3. Add the vegetables', say: 'Then throw in whatever vegetables you have, cut small, with a splash of soy sauce and a spoon of honey.' },
      { screen: '4. Serve over rice', say: "Finally, squeeze in some lime and serve over yesterday's rice or quick noodles." },
    ],
    myths: [
      {
        screen: 'Fast food is faster?',
        myth: 'Cooking at home always takes longer than ordering delivery.',
        fact: 'A stir fry or a sheet pan dinner takes about twenty minutes, which is often less than the wait for delivery.',
      },
      {
        screen: 'Need a recipe for everything?',
        myth: 'You need a new recipe every night to eat well.',
        fact: 'Five base dinners you can cook without looking, rotated with different vegetables, cover most weeknights.',
      },
    ],
    mistakes: [
      {
        screen: 'Crowding the pan',
        mistake: 'You pile all the meat into the pan at once and it turns grey instead of brown.',
        fix: 'Cook in two batches so every piece touches the hot pan.',
      },
      {
        screen: 'Deciding at 7 pm',
        mistake: 'You start thinking about dinner when you are already hungry.',
        fix: 'Pick three dinners on Sunday and make sure you have their ingredients.',
      },
      {
        screen: 'Salting only at the end',
        mistake: 'You add all the salt at the table.',
        fix: 'Salt a little at every stage, so the food is seasoned through, not just on top.',
      },
    ],
    facts: [
      { screen: 'Cooked rice: 3 to 4 days', say: 'Cooked rice keeps about three to four days in the fridge if you cool it and put it away within two hours.' },
      {
        screen: 'Rest meat 5 minutes',
        say: 'Resting a steak or chicken breast for about five minutes after cooking keeps more of its juice on the meat and off the board.',
      },
    ],
    questions: [
      {
        question: 'What do I cook when the fridge is almost empty?',
        answer: 'Eggs, rice and any vegetable make fried rice. Pasta, garlic, oil and chilli make a real dinner in fifteen minutes.',
      },
      {
        question: 'How do I stop my stir fry from getting soggy?',
        answer: 'Use a very hot pan, cook in small batches and add the sauce only in the last minute.',
      },
    ],
    comparisons: [
      {
        a: 'Sheet pan dinner',
        b: 'Stir fry',
        verdict: 'A stir fry is faster at the stove. A sheet pan dinner takes longer but leaves your hands free while the oven works.',
      },
    ],
    before: 'Right now, dinner is a last-minute decision, and most nights it ends with delivery or a bowl of cereal.',
    after: 'In a couple of weeks, you have a handful of dinners you can cook tired, in twenty minutes, without a recipe.',
  },
  {
    id: 'meal-prep-budget',
    label: 'Meal prep on a budget',
    keywords: [
      'meal prep',
      'meal prepping',
      'batch cooking',
      'lunch boxes',
      'work lunches',
      'groceries',
      'grocery haul',
      'grocery list',
      'budget meals',
      'cheap meals',
      'save on food',
      'food budget',
      'leftovers',
      'food waste',
      'freezer meals',
      'fridge organization',
    ],
    hooks: [
      'I cook once on Sunday and eat well until Thursday. Here is the plan.',
      'Your grocery bill is high because of how you shop, not what you buy.',
      'Two hours of cooking, a week of lunches, and nothing thrown away.',
    ],
    tips: [
      {
        screen: 'Check the fridge first',
        say: 'Before you write the list, take a photo of your fridge. Half of food waste starts with buying what you already have.',
      },
      {
        screen: 'Prep parts, not meals',
        say: 'Cook components instead of full meals: one grain, one protein, two vegetables and a sauce. You mix them differently every day.',
      },
      {
        screen: 'Dried beans and lentils',
        say: 'Buy dried lentils and beans. They cost much less per portion than canned, and lentils cook in twenty minutes without soaking.',
      },
      { screen: 'Freeze half', say: 'Freeze half of what you cook on Sunday. Day five tastes much better from the freezer than from the back of the fridge.' },
      {
        screen: 'Frozen vegetables count',
        say: 'Frozen vegetables are picked and frozen fast, so they keep their nutrients, and none of them rot in a drawer.',
      },
    ],
    steps: [
      { screen: '1. Plan four lunches', say: 'First, choose four lunches that share ingredients, for example one tray of roasted vegetables for all of them.' },
      { screen: '2. Oven and stove together', say: 'Then put the vegetables and chicken in the oven while rice or lentils cook on the stove.' },
      { screen: '3. Make one sauce', say: 'Then blend one sauce, like yogurt, garlic and herbs, so the same food tastes different on Wednesday.' },
      { screen: '4. Cool, then pack', say: 'Finally, let everything cool, pack it into containers and freeze the portions for Thursday and Friday.' },
    ],
    myths: [
      {
        screen: 'Healthy food is expensive?',
        myth: 'Eating healthy always costs more.',
        fact: 'Oats, eggs, lentils, seasonal vegetables and frozen fruit are some of the cheapest foods in any supermarket.',
      },
      {
        screen: 'Same meal all week?',
        myth: 'Meal prep means eating the same boring box five days in a row.',
        fact: 'Prepping separate components lets you combine them into a different lunch every day.',
      },
    ],
    mistakes: [
      {
        screen: 'Shopping hungry',
        mistake: 'You go to the supermarket hungry and without a list.',
        fix: 'Eat first and shop from a list built around your plan for the week.',
      },
      {
        screen: 'Prepping for seven days',
        mistake: 'You cook seven days of food and throw out the last two.',
        fix: 'Keep three to four days in the fridge and freeze the rest on the day you cook.',
      },
      {
        screen: 'Hot food in the fridge',
        mistake: 'You put a big hot pot straight into the fridge.',
        fix: 'Split the food into shallow containers so it cools quickly, and get it in the fridge within two hours.',
      },
    ],
    facts: [
      { screen: 'Leftovers: 3 to 4 days', say: 'Cooked leftovers are good for about three to four days in the fridge, and for a few months in the freezer.' },
      {
        screen: '2 hours at room temperature',
        say: 'Cooked food should not sit at room temperature for more than about two hours before it goes in the fridge.',
      },
    ],
    questions: [
      {
        question: 'Which containers are best for meal prep?',
        answer: 'Glass containers with lids are best for reheating. Flat freezer bags save the most space in the freezer.',
      },
      { question: 'How do I keep meal prep from getting soggy?', answer: 'Keep sauces and dressings in a small separate pot and add them only when you eat.' },
    ],
    comparisons: [
      {
        a: 'Full meals in boxes',
        b: 'Separate components',
        verdict: 'Full boxes are quicker to grab. Components take the same time to cook and keep you from getting bored by Wednesday.',
      },
    ],
    before: 'Right now, you buy lunch every day, and half the vegetables you bought on Sunday go soft in the drawer.',
    after: 'After a month of Sunday prep, your lunch is already in the fridge and your grocery bill is noticeably smaller.',
  },
  {
    id: 'bread-baking',
    label: 'Homemade bread and pastry',
    keywords: [
      'bread',
      'homemade bread',
      'sourdough',
      'sourdough starter',
      'focaccia',
      'baguette',
      'loaf',
      'yeast',
      'dough',
      'knead',
      'flour',
      'baking',
      'pastry',
      'croissant',
      'buns',
      'cinnamon rolls',
    ],
    hooks: [
      'Your first loaf of bread needs four ingredients and no mixer.',
      'Your bread is dense because of one thing you are rushing.',
      'Bakery focaccia at home costs about the price of one coffee.',
    ],
    tips: [
      { screen: 'Weigh, do not scoop', say: 'Weigh your flour on a kitchen scale. A scooped cup can hold much more flour than the recipe means.' },
      {
        screen: 'Salt is 2 percent of flour',
        say: 'Use about ten grams of salt for every five hundred grams of flour. Bread without enough salt tastes of nothing.',
      },
      {
        screen: 'Watch the dough, not the clock',
        say: 'The dough is ready when it has grown by about half and feels airy, whether that takes two hours or four.',
      },
      { screen: 'Steam for the crust', say: 'Bake in a covered pot for the first twenty minutes. The trapped steam lets the loaf rise before the crust sets.' },
      {
        screen: 'Cool before cutting',
        say: 'Let the loaf cool for at least an hour before you cut it. The inside is still cooking and turns gummy if you slice it hot.',
      },
    ],
    steps: [
      { screen: '1. Mix four ingredients', say: 'First, mix 500 grams of flour, 350 grams of lukewarm water, 10 grams of salt and 3 grams of instant yeast.' },
      {
        screen: '2. Fold, do not knead',
        say: 'Then, every thirty minutes for two hours, stretch one side of the dough up and fold it over, four times around the bowl.',
      },
      { screen: '3. Shape and rest', say: 'Then shape it into a tight ball, put it in a floured bowl and let it rise until it looks puffy, about an hour.' },
      { screen: '4. Bake hot', say: 'Finally, bake it in a preheated covered pot at 240 degrees for twenty minutes, then uncovered for another twenty.' },
    ],
    myths: [
      {
        screen: 'Bread needs kneading?',
        myth: 'Good bread needs ten minutes of hard kneading.',
        fact: 'Time does the same work. A wet dough left to rest with a few folds builds gluten on its own.',
      },
      {
        screen: 'Sourdough is hard?',
        myth: 'Sourdough is only for professional bakers.',
        fact: 'A starter is just flour and water fed every day. Most starters are ready to bake with in one to two weeks.',
      },
    ],
    mistakes: [
      {
        screen: 'Too much flour',
        mistake: 'You keep adding flour because the dough feels sticky.',
        fix: 'Wet your hands instead of flouring the dough. Sticky dough makes an open, airy crumb.',
      },
      {
        screen: 'Cold oven',
        mistake: 'You put the bread into an oven that has only just been switched on.',
        fix: 'Preheat the oven with the pot inside for at least thirty minutes.',
      },
      {
        screen: 'Hot water',
        mistake: 'You pour hot water on the yeast to wake it up.',
        fix: 'Use lukewarm water that feels barely warm on your wrist, because water that is too hot kills yeast.',
      },
    ],
    facts: [
      {
        screen: 'Done at about 95 degrees',
        say: 'A lean loaf is baked through when the inside reaches about 95 degrees, which you can check with a cheap probe thermometer.',
      },
      { screen: '4 ingredients', say: 'A classic loaf needs only four ingredients: flour, water, salt and yeast. Everything else is optional.' },
    ],
    questions: [
      {
        question: 'Why is my bread flat?',
        answer: 'Usually the dough rose too long and collapsed, or it was shaped too loosely. Try a shorter final rise and a tighter ball.',
      },
      {
        question: 'Can I use regular flour instead of bread flour?',
        answer: 'Yes. The loaf will be a little softer and less chewy, so use slightly less water.',
      },
    ],
    comparisons: [
      {
        a: 'Sourdough',
        b: 'Instant yeast',
        verdict: 'Instant yeast is best for your first loaves because it is fast and predictable. Sourdough gives more flavour once you bake every week.',
      },
    ],
    before: 'Right now, your homemade bread comes out dense and pale, and you are not sure which step went wrong.',
    after: 'After a few weekends, you bake a crusty, airy loaf from four ingredients without checking the recipe.',
  },
  {
    id: 'soups',
    label: 'Soups and broths',
    keywords: [
      'soup',
      'soups',
      'broth',
      'stock',
      'bone broth',
      'chicken soup',
      'borscht',
      'lentil soup',
      'tomato soup',
      'cream soup',
      'pureed soup',
      'noodle soup',
      'stew',
      'chowder',
      'winter food',
      'comfort food',
    ],
    hooks: [
      'Your soup tastes like hot water because of the first five minutes.',
      'A pot of soup on Sunday is four lunches for almost nothing.',
      'The secret to a clear chicken broth is doing less, not more.',
    ],
    tips: [
      {
        screen: 'Brown the base',
        say: 'Cook the onion, carrot and celery slowly in oil for ten minutes before adding water. That base is where the flavour comes from.',
      },
      { screen: 'Simmer, do not boil', say: 'Keep a broth at a gentle simmer. A hard boil makes it cloudy and greasy.' },
      { screen: 'Salt at the end', say: 'Season properly only at the end, because soup reduces as it cooks and gets saltier.' },
      { screen: 'Finish with acid', say: 'Add a spoon of lemon juice or vinegar just before serving. It wakes up any soup that tastes flat.' },
      {
        screen: 'Cook pasta separately',
        say: 'Cook noodles or pasta separately and add them to each bowl, so they do not swell and drink all the broth overnight.',
      },
    ],
    steps: [
      { screen: '1. Build the base', say: 'First, soften one onion, one carrot and a stick of celery in oil for ten minutes on low heat.' },
      { screen: '2. Add the body', say: 'Then add a cup of red lentils, a can of tomatoes and a litre and a half of water or stock.' },
      { screen: '3. Simmer', say: 'Then let it simmer for about twenty minutes, until the lentils fall apart.' },
      { screen: '4. Season and finish', say: 'Finally, season with salt, cumin and a squeeze of lemon, and blend half of it if you like it creamy.' },
    ],
    myths: [
      {
        screen: 'Cream makes it creamy?',
        myth: 'A creamy soup needs cream.',
        fact: 'Blending in a potato, a handful of white beans or red lentils makes a soup creamy without any cream.',
      },
      {
        screen: 'Longer is always better?',
        myth: 'The longer a vegetable soup cooks, the better it tastes.',
        fact: 'Most vegetable soups are at their best after twenty to forty minutes. After that, green vegetables turn dull and mushy.',
      },
    ],
    mistakes: [
      {
        screen: 'Everything in at once',
        mistake: 'You put all the vegetables in at the same time.',
        fix: 'Add hard vegetables like potatoes first and soft ones like zucchini or greens in the last few minutes.',
      },
      {
        screen: 'Blending hot in a sealed jug',
        mistake: 'You fill the blender to the top with boiling soup.',
        fix: 'Fill the blender only half full and keep the lid slightly open under a towel, or use a stick blender in the pot.',
      },
      {
        screen: 'Skipping the fat',
        mistake: 'You make soup with no fat at all.',
        fix: 'Start with a spoon of oil or butter. Fat carries the flavour of the spices.',
      },
    ],
    facts: [
      {
        screen: 'Freezes for months',
        say: 'Most soups freeze well for two to three months. Freeze them in portions and leave room in the container, because liquid expands.',
      },
      {
        screen: 'Lentils: about 20 minutes',
        say: 'Red lentils need no soaking and cook in about twenty minutes, which makes them the fastest way to a thick soup.',
      },
    ],
    questions: [
      {
        question: 'How do I fix a soup that is too salty?',
        answer: 'Add more unsalted liquid and vegetables. A potato does not pull salt out, it just adds volume.',
      },
      {
        question: 'Can I freeze soup with potatoes?',
        answer: 'Yes, but potatoes turn grainy after freezing. Blended soups with potato freeze much better than chunky ones.',
      },
    ],
    comparisons: [
      {
        a: 'Homemade stock',
        b: 'Stock cubes',
        verdict:
          'Homemade stock tastes deeper and costs only leftover bones and peels. A cube is fine on a weeknight, just salt less, because it is already salty.',
      },
    ],
    before: 'Right now, your soups taste thin and watery, and you keep adding salt to rescue them.',
    after: 'After a few pots, you make a deep, rich soup from whatever is in the fridge and freeze the rest for busy days.',
  },
  {
    id: 'dumplings-dough',
    label: 'Homemade dumplings and dough',
    keywords: [
      'dumplings',
      'dumpling dough',
      'pelmeni',
      'vareniki',
      'pierogi',
      'gyoza',
      'empanadas',
      'empanada dough',
      'pastel',
      'ravioli',
      'filling',
      'handmade dumplings',
      'frozen dumplings',
      'folding dumplings',
      'rolling dough',
    ],
    hooks: [
      'One hour of folding dumplings, and a whole month of dinners in the freezer.',
      'Your dumplings fall apart in the pot because of the dough, not the filling.',
      'Shop-bought dumplings will never taste the same after you make these.',
    ],
    tips: [
      { screen: 'Rest the dough', say: 'Let the dough rest under a bowl for thirty minutes. Rested dough rolls out thin without shrinking back.' },
      { screen: 'Ice water in the filling', say: 'Add a few spoons of ice water to the minced meat. That is what makes the filling juicy inside.' },
      { screen: 'Mix two meats', say: 'Mix pork and beef for the filling. Beef gives flavour and pork gives the fat that keeps it tender.' },
      { screen: 'Freeze them apart', say: 'Freeze dumplings on a floured tray so they do not touch, then move them into a bag once they are hard.' },
      { screen: 'Seal with water', say: 'Brush the edge of the dough lightly with water before you press it shut, so it does not open in the pot.' },
    ],
    steps: [
      { screen: '1. Make the dough', say: 'First, mix 500 grams of flour, one egg, 200 millilitres of cold water and a pinch of salt into a firm dough.' },
      { screen: '2. Make the filling', say: 'Then season 500 grams of mixed minced meat with a grated onion, salt, pepper and three spoons of ice water.' },
      { screen: '3. Roll and fold', say: 'Then roll the dough thin, cut circles, put a teaspoon of filling in each and pinch the edges tight.' },
      {
        screen: '4. Cook or freeze',
        say: 'Finally, drop them into salted boiling water and cook for about five minutes after they float, or freeze them for later.',
      },
    ],
    myths: [
      {
        screen: 'Need a special machine?',
        myth: 'You need a dumpling mould or a pasta machine.',
        fact: 'A rolling pin and a glass to cut circles are enough. The mould only makes it faster.',
      },
      {
        screen: 'Floating means done?',
        myth: 'Dumplings are ready the moment they float.',
        fact: 'They float before the filling is cooked. Give meat dumplings a few more minutes after they come up.',
      },
    ],
    mistakes: [
      {
        screen: 'Dough too thick',
        mistake: 'You roll the dough thick so it will not tear.',
        fix: 'Roll the dough to about two millimetres. Thick dough turns into a doughy lump around a small filling.',
      },
      {
        screen: 'Too much filling',
        mistake: 'You put in so much filling that the edges will not close.',
        fix: 'Use about a teaspoon per small circle and keep the edge clean and dry.',
      },
      {
        screen: 'Crowded pot',
        mistake: 'You drop the whole bag into a small pot.',
        fix: 'Use plenty of boiling water and stir once, so the dumplings do not stick together.',
      },
    ],
    facts: [
      { screen: 'Frozen for up to 3 months', say: 'Homemade dumplings keep their taste in the freezer for about two to three months.' },
      { screen: 'Cook from frozen', say: 'Never thaw frozen dumplings. Put them straight into boiling water and they keep their shape.' },
    ],
    questions: [
      {
        question: 'Why does my dumpling dough tear?',
        answer: 'It is too dry or it has not rested. Add a spoon of water and let it rest covered for half an hour.',
      },
      {
        question: 'Can I bake empanadas instead of frying them?',
        answer: 'Yes. Brush them with beaten egg and bake at about 200 degrees until golden, around twenty minutes.',
      },
    ],
    comparisons: [
      {
        a: 'Boiled dumplings',
        b: 'Pan-fried dumplings',
        verdict: 'Boiled ones are softer and classic with sour cream. Pan-fried ones get a crispy bottom and need only a lid and a splash of water.',
      },
    ],
    before: 'Right now, you buy frozen dumplings because making your own looks like a whole day of work.',
    after: 'After one afternoon, your freezer holds a hundred homemade dumplings, ready in ten minutes on any evening.',
  },
  {
    id: 'healthy-breakfast',
    label: 'Healthy breakfasts and morning routine',
    keywords: [
      'breakfast',
      'breakfasts',
      'healthy breakfast',
      'overnight oats',
      'oatmeal',
      'porridge',
      'eggs',
      'omelette',
      'smoothie',
      'yogurt bowl',
      'pancakes',
      'protein breakfast',
      'morning routine',
      'quick breakfast',
      'granola',
      'avocado toast',
    ],
    hooks: [
      'If you are hungry again by ten, your breakfast is missing one thing.',
      'Five minutes the night before, and breakfast waits for you in the fridge.',
      'Your healthy granola bowl has more sugar than you think.',
    ],
    tips: [
      {
        screen: 'Add protein',
        say: 'Add protein to breakfast: eggs, Greek yogurt or cottage cheese. Protein keeps you full much longer than toast or cereal alone.',
      },
      {
        screen: 'Prep it the night before',
        say: 'Mix oats, milk and yogurt in a jar before bed. In the morning you have a cold, creamy breakfast with no cooking.',
      },
      { screen: 'Read the granola label', say: 'Check the sugar on your granola label. Many brands have as much sugar per serving as a biscuit.' },
      {
        screen: 'Egg muffins for the week',
        say: 'Bake eggs with chopped vegetables in a muffin tin on Sunday. They reheat in thirty seconds on busy mornings.',
      },
      { screen: 'Fruit over juice', say: 'Eat the fruit instead of drinking the juice. Whole fruit keeps its fibre and fills you up.' },
    ],
    steps: [
      { screen: '1. Oats in a jar', say: 'First, put half a cup of rolled oats in a jar with the same amount of milk.' },
      { screen: '2. Add yogurt and chia', say: 'Then add two spoons of Greek yogurt and a spoon of chia seeds, and stir well.' },
      { screen: '3. Fridge overnight', say: 'Then close the jar and leave it in the fridge overnight.' },
      { screen: '4. Top and go', say: 'Finally, in the morning, top it with berries or a sliced banana and a few nuts.' },
    ],
    myths: [
      {
        screen: 'Breakfast burns fat?',
        myth: 'Breakfast kick-starts your metabolism.',
        fact: 'What matters is what you eat over the whole day. Breakfast helps most because a good one stops you from snacking before lunch.',
      },
      {
        screen: 'Eggs are bad?',
        myth: 'Eggs are bad for your heart, so eat only the whites.',
        fact: "For most healthy people, an egg a day fits a balanced diet, and the yolk holds much of the egg's vitamins.",
      },
    ],
    mistakes: [
      {
        screen: 'Only carbs',
        mistake: 'You eat a sweet pastry or white toast with jam and nothing else.',
        fix: 'Add a protein, like eggs or yogurt, and a fruit or vegetable.',
      },
      {
        screen: 'Smoothie = dessert',
        mistake: 'You blend four fruits and juice and call it a healthy smoothie.',
        fix: 'Use one fruit, a handful of spinach, yogurt or milk, and a spoon of oats or nut butter.',
      },
      {
        screen: 'Cooking every morning',
        mistake: 'You try to cook from scratch on a rushed morning.',
        fix: 'Prepare overnight oats or egg muffins the evening before.',
      },
    ],
    facts: [
      { screen: 'Two eggs, 12 g protein', say: 'Two large eggs give you about twelve grams of protein for very little money.' },
      { screen: 'Greek yogurt protein', say: 'A cup of plain Greek yogurt has roughly twice the protein of the same cup of regular yogurt.' },
    ],
    questions: [
      {
        question: 'Is it okay to skip breakfast?',
        answer: 'If you feel good and do not overeat later, yes. If you are starving by eleven, a breakfast with protein will help.',
      },
      { question: 'How long do overnight oats keep?', answer: 'About three days in a closed jar in the fridge. Add fresh fruit on the day you eat them.' },
    ],
    comparisons: [
      {
        a: 'Overnight oats',
        b: 'Eggs on toast',
        verdict: 'Overnight oats win on busy mornings because they are ready before you wake up. Eggs win when you want more protein and a warm breakfast.',
      },
    ],
    before: 'Right now, you grab coffee and a pastry on the way out and you are hungry again by ten.',
    after: 'In a week, breakfast is waiting in the fridge, and you get to lunch without raiding the snack drawer.',
  },
];
