import type { NicheMaterial } from '../types.ts';

/** finance, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'budgeting',
    label: 'Budgeting your paycheck',
    keywords: [
      'budget',
      'budgeting',
      'budget for the month',
      'paycheck',
      'living paycheck to paycheck',
      'payday',
      'salary',
      'expense tracker',
      'expenses',
      'spreadsheet',
      'envelope method',
      'fifty thirty twenty',
      'broke before payday',
      'where my money goes',
      'money management',
    ],
    hooks: [
      'You are not bad with money. You just decide where it goes after it is already gone.',
      'I was broke two days before every payday until I started moving my savings out on payday itself.',
      'If your budget lasts a week, it is the budget that is broken, not you.',
    ],
    tips: [
      { screen: 'Pay yourself first', say: 'Move your savings out on payday, before you spend anything. What you never see in your account, you do not miss.' },
      {
        screen: 'Track for 30 days',
        say: 'Write down every single purchase for thirty days before you make a budget. You cannot plan money you have not seen.',
      },
      { screen: 'Budget for fun', say: 'Give yourself a fixed amount for fun every month. A budget with no room for joy breaks by the second weekend.' },
      { screen: 'Plan irregular costs', say: 'Divide yearly costs like gifts, car repairs and insurance by twelve and put that amount aside every month.' },
      {
        screen: 'Separate accounts',
        say: 'Keep bills and spending in separate accounts. When the spending account is empty, you know you are done for the month.',
      },
      {
        screen: 'Weekly money check',
        say: 'Spend ten minutes every Sunday looking at what you spent. Small weekly check-ins beat one painful monthly review.',
      },
    ],
    steps: [
      { screen: '1. Know your income', say: 'First, write down what actually lands in your account each month, after tax.' },
      { screen: '2. List fixed bills', say: 'Then list your fixed bills: rent, utilities, phone, transport and loan payments.' },
      { screen: '3. Set savings first', say: 'Then choose a savings amount and move it automatically on payday.' },
      { screen: '4. Split the rest', say: 'Finally, split what is left into groceries, fun and everything else, and check it every week.' },
    ],
    myths: [
      {
        screen: 'Budgets are restrictive?',
        myth: 'A budget means you can never spend on anything nice.',
        fact: 'A budget is just a plan. It lets you spend on what you love without guilt, because the bills are already covered.',
      },
      {
        screen: 'Only for low incomes?',
        myth: 'You only need a budget if you do not earn much.',
        fact: 'Plenty of people with high salaries live paycheck to paycheck. Spending tends to grow with income unless you plan it.',
      },
    ],
    mistakes: [
      {
        screen: 'Too strict too fast',
        mistake: 'You cut every treat at once and quit the budget in two weeks.',
        fix: 'Cut one category at a time and keep a small fun budget.',
      },
      {
        screen: 'Forgetting yearly costs',
        mistake: 'You budget only for monthly bills, and every birthday or repair blows it up.',
        fix: 'Add a monthly line for yearly and surprise costs.',
      },
      {
        screen: 'Saving what is left',
        mistake: 'You save whatever is left at the end of the month, which is usually nothing.',
        fix: 'Set up an automatic transfer to savings on payday.',
      },
    ],
    facts: [
      {
        screen: '50/30/20 rule',
        say: 'A popular starting point is the fifty thirty twenty rule. Half of your income goes to needs, thirty per cent to wants, and twenty per cent to savings and debt.',
      },
      {
        screen: '10 a day adds up',
        say: 'Ten a day on small things is about three thousand six hundred a year. That is often the gap between broke and a real safety net.',
      },
    ],
    questions: [
      {
        question: 'What budgeting app should I use?',
        answer: 'The one you will open every week. A simple spreadsheet or the notes app works if you actually look at it.',
      },
      {
        question: 'What if my income is too low to budget?',
        answer: 'A budget matters even more on a low income. Start by tracking for a month and protecting your essentials first.',
      },
    ],
    comparisons: [
      {
        a: 'Detailed budget app',
        b: 'Two accounts: bills and spending',
        verdict: 'Two accounts win for most people starting out. It takes five minutes to set up and you can see at a glance what is left.',
      },
    ],
    before: 'Right now, you get paid, the money disappears, and you are not sure where it went.',
    after: 'In a couple of months, your bills are covered on payday, your savings grow on their own, and you spend the rest without guilt.',
  },
  {
    id: 'emergency-fund',
    label: 'The emergency fund',
    keywords: [
      'emergency fund',
      'rainy day fund',
      'safety net',
      'savings',
      'how much savings',
      'lose my job',
      'how to save',
      'savings account',
      'high-yield savings',
      'unexpected expenses',
      'lost my job',
      'job loss',
      'cushion',
      'emergency savings',
    ],
    hooks: [
      'Your emergency fund is not an investment. It is what stops a broken car from becoming credit card debt.',
      'I started my emergency fund with the price of one takeaway a week.',
      'If one surprise bill would ruin your month, you need a cushion before you need investments.',
    ],
    tips: [
      {
        screen: 'Start with a mini goal',
        say: 'Start with a first goal of one month of rent or one thousand, whichever is smaller. A small goal you reach beats a big one you never start.',
      },
      { screen: 'Separate account', say: 'Keep your emergency fund in a separate savings account, not in your everyday account where it quietly gets spent.' },
      { screen: 'Automate it', say: 'Set up an automatic transfer the day after payday, even if it is a small amount. Regular beats large.' },
      { screen: 'Define an emergency', say: 'Write down what counts as an emergency: job loss, medical bills, urgent repairs. A sale is not one.' },
      {
        screen: 'A home is another goal',
        say: 'Save for a deposit on a flat or house in its own account, not in your emergency fund. The fund is for bad days, not for dream purchases.',
      },
      { screen: 'Refill after using', say: 'When you use the fund, pause other goals and refill it first. That is exactly what it is there for.' },
    ],
    steps: [
      { screen: '1. Count essentials', say: 'First, add up one month of essentials only: housing, food, utilities, transport and minimum debt payments.' },
      { screen: '2. Set the target', say: 'Then multiply that by three for your first target, and by six if your income is unstable.' },
      { screen: '3. Open the account', say: 'Then open a separate savings account you can reach within a day or two, but not with a tap.' },
      { screen: '4. Automate and add', say: 'Finally, automate a transfer every payday and add any bonus or refund straight to it.' },
    ],
    myths: [
      {
        screen: 'Invest it instead?',
        myth: 'Keeping cash is a waste, so your emergency money should be invested.',
        fact: 'Markets can fall exactly when you lose your job. Emergency money needs to be there on the worst day, not grow on the best one.',
      },
      {
        screen: 'A credit card is enough?',
        myth: 'You do not need savings because you have a credit card for emergencies.',
        fact: 'A card turns an emergency into debt with high interest. Savings let you pay and move on.',
      },
    ],
    mistakes: [
      {
        screen: 'Keeping it in checking',
        mistake: 'You keep your emergency money in the same account you spend from.',
        fix: 'Move it to a separate savings account with its own name.',
      },
      { screen: 'Waiting to start', mistake: 'You wait until you earn more before starting.', fix: 'Start this payday with any amount, even a small one.' },
      {
        screen: 'Using it for wants',
        mistake: 'You dip into it for a holiday or a sale.',
        fix: 'Save for wants in a separate pot so the emergency fund stays untouched.',
      },
    ],
    facts: [
      {
        screen: '3 to 6 months',
        say: 'The usual guidance is three to six months of essential expenses. Aim for the higher end if you are self-employed or the only earner.',
      },
      {
        screen: '50 a week = 2,600',
        say: 'Fifty a week is two thousand six hundred in a year. That covers many surprise bills without touching a credit card.',
      },
    ],
    questions: [
      {
        question: 'Should I pay off debt or build an emergency fund first?',
        answer: 'Many people do both: a small starter fund first, then extra payments on high-interest debt, then the full fund.',
      },
      {
        question: 'Where should I keep my emergency fund?',
        answer: 'In a separate savings account that is easy to reach in a day or two, protected by your country’s deposit insurance.',
      },
    ],
    comparisons: [
      {
        a: 'Emergency fund',
        b: 'Credit card for emergencies',
        verdict: 'The fund wins. It costs you nothing to use, while a card adds interest to an already bad week.',
      },
    ],
    before: 'Right now, one broken phone or one vet bill would put you on your credit card.',
    after: 'In a few months, a surprise bill is just an annoying day, not a financial crisis.',
  },
  {
    id: 'saving-goals',
    label: 'Saving up for a big goal',
    keywords: [
      'saving goal',
      'savings goal',
      'save up',
      'saving up for',
      'house deposit',
      'down payment',
      'first apartment',
      'first home',
      'saving for a car',
      'wedding fund',
      'sinking fund',
      'savings challenge',
      'fifty two week challenge',
      'big purchase',
      'dream purchase',
      'saving plan',
    ],
    hooks: [
      'Saving for a flat feels impossible until you turn the total into a monthly number.',
      'You do not need more willpower to save up. You need a separate account with a name on it.',
      'I saved for my first big goal by treating it like a bill I pay every month.',
    ],
    tips: [
      {
        screen: 'Turn it into a monthly number',
        say: 'Divide the amount you need by the months until you need it. A big scary total becomes one monthly payment to yourself.',
      },
      {
        screen: 'One account per goal',
        say: 'Open a separate savings pot for each goal and give it a name, like "first flat" or "car". You dip into a named pot far less often.',
      },
      { screen: 'Automate on payday', say: 'Set the transfer for payday, not for the end of the month. What leaves first is what actually gets saved.' },
      { screen: 'Save your raises', say: 'Each time your income goes up, send at least half of the raise to your goal before you get used to spending it.' },
      {
        screen: 'Make progress visible',
        say: 'Track the balance on a simple chart on your fridge or phone. Seeing the line go up keeps you going in month seven.',
      },
    ],
    steps: [
      { screen: '1. Name the goal', say: 'First, write down the goal, like a deposit on your first flat, with the exact amount and the date you want it by.' },
      { screen: '2. Do the maths', say: 'Then divide the amount by the number of months left, and check that the monthly figure fits your budget.' },
      { screen: '3. Open the pot', say: 'Then open a separate savings account for this goal only, and name it after the goal.' },
      { screen: '4. Automate and review', say: 'Finally, automate the monthly transfer and check once a quarter whether you are on track.' },
    ],
    myths: [
      {
        screen: 'Save what is left?',
        myth: 'You save for a big goal with whatever is left at the end of the month.',
        fact: 'There is rarely anything left. Goals get funded when the money moves on payday, before the spending starts.',
      },
      {
        screen: 'Big goals need big incomes?',
        myth: 'Only people with big salaries can save for a home or a car.',
        fact: 'A higher income helps, but a fixed monthly amount and enough time do most of the work for most people.',
      },
    ],
    mistakes: [
      {
        screen: 'No deadline',
        mistake: 'You say you are saving for a flat "someday", with no amount and no date.',
        fix: 'Put a number and a date on the goal, and work out the monthly amount.',
      },
      {
        screen: 'One pot for everything',
        mistake: 'You keep your goal money in the same pot as your emergency fund.',
        fix: 'Keep them apart, so a broken boiler does not eat your deposit.',
      },
      {
        screen: 'Risky shortcuts',
        mistake: 'You put money you need in two years into something risky to get there faster.',
        fix: 'Keep money for goals under five years away in safe savings, not in shares or crypto.',
      },
    ],
    facts: [
      {
        screen: 'The 52-week challenge',
        say: 'In the fifty-two week challenge you save one in week one, two in week two, and so on. By week fifty-two you have put away one thousand three hundred and seventy-eight.',
      },
      {
        screen: '300 a month, 3 years',
        say: 'Three hundred a month for three years is ten thousand eight hundred before any interest. Small fixed amounts become real deposits.',
      },
    ],
    questions: [
      {
        question: 'Should I save for a house or invest?',
        answer: 'If you need the money within about five years, save it somewhere safe. Investing makes more sense for money you will not touch for longer.',
      },
      {
        question: 'How do I save when my salary is small?',
        answer: 'Start with an amount you will not miss, automate it on payday, and raise it every time your income grows.',
      },
    ],
    comparisons: [
      {
        a: 'Saving what is left',
        b: 'A fixed transfer on payday',
        verdict: 'The fixed transfer wins every time. It turns saving from a decision you make each month into something that simply happens.',
      },
    ],
    before: 'Right now, your big goal lives in your head as a number so large that you never start.',
    after: 'In a year, you have a named pot that grows every payday, and a date when the goal becomes real.',
  },
  {
    id: 'cutting-spending',
    label: 'Cutting everyday spending',
    keywords: [
      'wasting',
      'overspending',
      'frugal',
      'frugal living',
      'cut spending',
      'spend less',
      'groceries',
      'save on groceries',
      'subscriptions',
      'impulse buying',
      'impulse buys',
      'no spend month',
      'no-spend challenge',
      'cost of living',
      'latte factor',
      'delivery apps',
    ],
    hooks: [
      'It is not the big purchases that empty your account. It is the small ones you do not remember.',
      'I found money I did not know I had by checking my bank statement for one evening.',
      'Before you cancel your coffee, cancel the subscriptions you forgot about.',
    ],
    tips: [
      { screen: 'Audit subscriptions', say: 'Go through your last three bank statements and cancel every subscription you have not used this month.' },
      { screen: '48-hour rule', say: 'Wait forty-eight hours before any non-essential purchase over a set amount. Most of the urge is gone by then.' },
      { screen: 'Plan meals, then shop', say: 'Plan your meals for the week and shop with a list. Food you throw away is money in the bin.' },
      { screen: 'Delete saved cards', say: 'Remove your saved card from shopping apps. Typing the number in gives you a few seconds to change your mind.' },
      {
        screen: 'Call your providers',
        say: 'Call your phone and internet providers once a year and ask for a better deal. Loyal customers often pay the most.',
      },
      { screen: 'Unsubscribe from emails', say: 'Unsubscribe from shop newsletters. Every sale email is an invitation to buy something you did not need.' },
    ],
    steps: [
      { screen: '1. Pull statements', say: 'First, download your last month of bank statements.' },
      { screen: '2. Highlight the leaks', say: 'Then highlight everything that was not a need, like delivery, subscriptions and impulse buys.' },
      { screen: '3. Pick three cuts', say: 'Then choose the three biggest leaks and decide one concrete change for each.' },
      { screen: '4. Move the savings', say: 'Finally, move the money you saved into savings straight away, so it does not get spent somewhere else.' },
    ],
    myths: [
      {
        screen: 'Skip coffee, get rich?',
        myth: 'If you stop buying coffee, you will be rich.',
        fact: 'Small daily costs add up, but rent, transport and debt usually matter more. Cut the big leaks first, then the small ones you do not enjoy.',
      },
      {
        screen: 'Sales save money?',
        myth: 'Buying on sale saves you money.',
        fact: 'A sale only saves money on things you were going to buy anyway. Otherwise it is spending at a discount.',
      },
    ],
    mistakes: [
      {
        screen: 'Cutting what you love',
        mistake: 'You cut the one treat you truly enjoy and keep ten you do not even notice.',
        fix: 'Keep what brings you joy and cut what you buy on autopilot.',
      },
      { screen: 'Shopping hungry', mistake: 'You go grocery shopping hungry and without a list.', fix: 'Eat first, write the list at home, and stick to it.' },
      {
        screen: 'Savings not moved',
        mistake: 'You spend less but never move the difference anywhere.',
        fix: 'Transfer what you saved to your savings account the same day.',
      },
    ],
    facts: [
      { screen: 'Coffee: 1,800 a year', say: 'Spending five a day on takeaway coffee adds up to more than one thousand eight hundred a year.' },
      { screen: 'Five subscriptions', say: 'Five subscriptions at ten a month cost six hundred a year. Many people pay for at least one they have forgotten.' },
    ],
    questions: [
      {
        question: 'How do I stop impulse buying online?',
        answer: 'Delete saved cards, turn off shopping app notifications, and leave things in the cart for two days. Most of them you will not buy.',
      },
      {
        question: 'How can I cut my grocery bill?',
        answer: 'Plan the week, cook a few meals in bigger batches, buy store brands, and check what you already have before you shop.',
      },
    ],
    comparisons: [
      {
        a: 'Cutting small daily treats',
        b: 'Cutting one big fixed cost',
        verdict: 'The big fixed cost usually wins. Renegotiating your phone plan or insurance once saves money every month without daily willpower.',
      },
    ],
    before: 'Right now, you do not spend much on anything, and yet the money is gone by the twentieth.',
    after: 'After one evening with your statements, you know where the leaks are, and the money you save goes straight into savings.',
  },
  {
    id: 'investing-basics',
    label: 'Investing basics',
    keywords: [
      'investing',
      'retirement savings',
      'investments',
      'stock market',
      'stocks',
      'robo-advisor',
      'index fund',
      'index funds',
      'etfs',
      'compound interest',
      'retirement',
      'pension',
      'dividends',
      'brokerage',
      'portfolio',
      'etf',
    ],
    hooks: [
      'You do not need to pick stocks to start investing. Most beginners should not.',
      'The best time to start investing was ten years ago. The second best is with your next paycheck.',
      'I started investing with a small amount a month, and the amount was never the point.',
    ],
    tips: [
      {
        screen: 'Emergency fund first',
        say: 'Build your emergency fund and pay off expensive debt before you invest. Otherwise one bad month forces you to sell at a loss.',
      },
      {
        screen: 'Start with index funds',
        say: 'A broad index fund buys you a small piece of hundreds of companies at once, so one failing company cannot sink you.',
      },
      { screen: 'Watch the fees', say: 'Check the yearly fee before you buy any fund. A fee that looks small takes a big bite over decades.' },
      {
        screen: 'Automate monthly',
        say: 'Invest the same amount every month automatically. You buy more when prices are low and you stop trying to time the market.',
      },
      { screen: 'Think in decades', say: 'Only invest money you will not need for at least five years. Prices can drop hard in any single year.' },
    ],
    steps: [
      { screen: '1. Set your base', say: 'First, make sure you have an emergency fund and no expensive credit card debt.' },
      {
        screen: '2. Choose an account',
        say: 'Then open an investment account with a regulated, low-cost provider, using any tax-advantaged account your country offers.',
      },
      { screen: '3. Pick a broad fund', say: 'Then choose one broad, low-fee index fund instead of single stocks.' },
      { screen: '4. Automate and wait', say: 'Finally, set up a monthly contribution and stop checking the price every day.' },
    ],
    myths: [
      {
        screen: 'Need lots of money?',
        myth: 'You need a lot of money to start investing.',
        fact: 'Many platforms let you start with a small monthly amount. The habit matters far more than the first sum.',
      },
      {
        screen: 'Investing is gambling?',
        myth: 'Investing is the same as gambling.',
        fact: 'Betting on one hot stock is close to gambling. Owning a broad slice of the market for decades is a different thing.',
      },
    ],
    mistakes: [
      {
        screen: 'Chasing hype',
        mistake: 'You buy whatever is trending on social media this week.',
        fix: 'Stick to a simple plan with broad funds, and ignore hot tips.',
      },
      {
        screen: 'Panic selling',
        mistake: 'You sell everything when the market drops.',
        fix: 'Decide in advance that you will keep investing through drops, and stop checking daily.',
      },
      {
        screen: 'Ignoring fees',
        mistake: 'You never look at how much your fund or adviser charges.',
        fix: 'Compare the yearly fees and choose low-cost funds.',
      },
    ],
    facts: [
      {
        screen: 'Doubling by the rule of 72',
        say: 'Divide seventy-two by a yearly return to see roughly how many years it takes to double. At seven per cent a year, that is about ten years.',
      },
      {
        screen: 'Most funds lose to the index',
        say: 'Over fifteen years or more, most actively managed funds end up doing worse than a simple index fund, mainly because of fees.',
      },
    ],
    questions: [
      {
        question: 'How much money do I need to start investing?',
        answer: 'Less than you think. Many platforms allow small monthly amounts, so start with what you can keep up every month.',
      },
      {
        question: 'What if the market crashes right after I invest?',
        answer: 'It can happen, and it has before. If you invest monthly for many years, a crash means you buy cheaper for a while.',
      },
    ],
    comparisons: [
      {
        a: 'Picking individual stocks',
        b: 'A broad index fund',
        verdict: 'The index fund wins for most beginners. It spreads the risk, costs less and needs no daily attention.',
      },
    ],
    before: 'Right now, your savings sit in a current account, and investing feels like something for other people.',
    after: 'A few months from now, you invest automatically every month and you no longer check the price every day.',
  },
  {
    id: 'getting-out-of-debt',
    label: 'Getting out of debt',
    keywords: [
      'debt',
      'debts',
      'debt free',
      'pay off debt',
      'credit card',
      'credit cards',
      'credit card debt',
      'loan',
      'loans',
      'student loans',
      'interest',
      'minimum payment',
      'debt snowball',
      'debt avalanche',
      'overdraft',
      'buy now pay later',
    ],
    hooks: [
      'Paying only the minimum on your credit card is exactly how the bank wants you to pay.',
      'I listed every debt I had on one page, and that page changed everything.',
      'Snowball or avalanche? Both work. Doing nothing does not.',
    ],
    tips: [
      {
        screen: 'List every debt',
        say: 'Write every debt on one page with its balance, interest rate and minimum payment. You cannot fight what you will not look at.',
      },
      {
        screen: 'Pay more than minimum',
        say: 'Pay more than the minimum on at least one debt. Minimum payments are designed to keep you paying interest for years.',
      },
      { screen: 'Stop adding new debt', say: 'Take the card out of your wallet and apps while you pay it off. You cannot empty a bath with the tap running.' },
      {
        screen: 'Ask for a lower rate',
        say: 'Call your card provider and ask for a lower rate or a payment plan. Asking costs nothing, and sometimes it works.',
      },
      { screen: 'Careful with pay later', say: 'Treat buy now, pay later like any other loan. Several small plans at once add up to a real monthly bill.' },
    ],
    steps: [
      { screen: '1. List the debts', say: 'First, list every debt with its balance, interest rate and minimum payment.' },
      { screen: '2. Pick a method', say: 'Then choose a method: smallest balance first for quick wins, or highest interest first to pay less overall.' },
      { screen: '3. Minimums plus extra', say: 'Then pay the minimum on everything and put every extra coin on your target debt.' },
      { screen: '4. Roll it over', say: 'Finally, when one debt is gone, add its payment to the next one, and keep going until the list is empty.' },
    ],
    myths: [
      {
        screen: 'Minimum payments are fine?',
        myth: 'As long as you pay the minimum, you are fine.',
        fact: 'The minimum mostly pays interest. The balance barely moves, and the debt can last for years.',
      },
      {
        screen: 'All debt is the same?',
        myth: 'All debt is equally bad.',
        fact: 'A low-interest mortgage and a high-interest credit card are very different. Attack the expensive debt first.',
      },
    ],
    mistakes: [
      {
        screen: 'Not knowing the total',
        mistake: 'You avoid opening your statements, so you do not know how much you owe.',
        fix: 'Write down every balance this week, even if it is uncomfortable.',
      },
      {
        screen: 'Saving with no buffer',
        mistake: 'You put every spare coin on debt and have nothing saved, so the next surprise goes back on the card.',
        fix: 'Keep a small starter emergency fund while you pay off debt.',
      },
      {
        screen: 'New debt to pay old',
        mistake: 'You take a new loan to pay an old one without changing your spending.',
        fix: 'Consolidate only with a lower rate and a plan to stop adding new debt.',
      },
    ],
    facts: [
      {
        screen: 'Minimum = nine years',
        say: 'Owe three thousand on a card at twenty per cent a year and pay sixty a month. It takes about nine years and over six thousand five hundred to clear.',
      },
      {
        screen: 'Pay 150, done in 2 years',
        say: 'Owe three thousand at twenty per cent and pay one hundred and fifty a month. It is gone in about two years, for about three thousand seven hundred and fifty in total.',
      },
    ],
    questions: [
      {
        question: 'Snowball or avalanche: which is better?',
        answer:
          'Avalanche, highest interest first, costs less. Snowball, smallest balance first, gives quick wins that keep many people going. The best is the one you stick to.',
      },
      {
        question: 'Should I save or pay off debt first?',
        answer: 'Build a small starter fund first so a surprise does not go on the card, then put everything extra on high-interest debt.',
      },
    ],
    comparisons: [
      {
        a: 'Debt snowball',
        b: 'Debt avalanche',
        verdict: 'Avalanche wins on money, snowball wins on motivation. If you have given up before, start with the snowball.',
      },
    ],
    before: 'Right now, you pay every month and the balance barely moves.',
    after: 'In a year, one or two debts are gone for good, and the money that paid them now works for you.',
  },
  {
    id: 'freelancer-income',
    label: 'Freelancer income and taxes',
    keywords: [
      'freelancer',
      'freelance',
      'freelancing',
      'self-employed',
      'self employed',
      'irregular income',
      'variable income',
      'taxes',
      'tax return',
      'set aside for taxes',
      'invoices',
      'invoicing',
      'side hustle income',
      'paying myself',
      'business account',
      'late payments',
    ],
    hooks: [
      'If you are self-employed, not all the money in your account is yours.',
      'The month I earned the most was the month I got the biggest tax shock.',
      'Freelance income goes up and down. Your rent does not.',
    ],
    tips: [
      { screen: 'Set aside for tax', say: 'Move a fixed share of every payment into a separate tax account the day it arrives, and never touch it.' },
      {
        screen: 'Pay yourself a salary',
        say: 'Pay yourself the same amount every month from your business account. Good months fill the buffer, quiet months draw from it.',
      },
      { screen: 'Budget on a low month', say: 'Base your personal budget on your lowest month of the past year, not your best one.' },
      { screen: 'Invoice right away', say: 'Send the invoice the day you finish, with a clear due date. Every day you wait is a day later you get paid.' },
      { screen: 'Keep every receipt', say: 'Keep receipts for work expenses in one folder as you go. Hunting for them at tax time costs you hours and money.' },
    ],
    steps: [
      { screen: '1. Three accounts', say: 'First, open three accounts: one where clients pay you, one for tax, and one for your personal spending.' },
      { screen: '2. Split every payment', say: 'Then, each time a payment lands, move the tax share out immediately.' },
      { screen: '3. Fixed monthly pay', say: 'Then pay yourself one fixed amount a month into your personal account.' },
      { screen: '4. Build the buffer', say: 'Finally, let the rest build a buffer of at least three months of that salary before you spend extra.' },
    ],
    myths: [
      {
        screen: 'Big month, big spend?',
        myth: 'A great month means you can finally spend more.',
        fact: 'A great month has to cover the quiet ones and the tax on it. Spend more only when your buffer is full.',
      },
      {
        screen: 'Taxes can wait?',
        myth: 'You can sort out taxes at the end of the year.',
        fact: 'By then the money is usually spent. Setting tax aside from every payment turns a shock into a transfer.',
      },
    ],
    mistakes: [
      {
        screen: 'One account for all',
        mistake: 'You keep business and personal money in one account.',
        fix: 'Separate them, so you always know what you earned and what you owe.',
      },
      {
        screen: 'No tax savings',
        mistake: 'You spend every payment as if it were all yours.',
        fix: 'Set aside a share for tax from each payment, and ask an accountant what share fits your country.',
      },
      {
        screen: 'Late invoices',
        mistake: 'You send invoices when you remember and chase payments awkwardly.',
        fix: 'Invoice on the day you finish and send a polite reminder the day after the due date.',
      },
    ],
    facts: [
      {
        screen: 'A quarter to a third',
        say: 'Many freelancers set aside a quarter to a third of each payment for tax. Your real share depends on your country and income, so check it once with an accountant.',
      },
      { screen: 'Three months of salary', say: 'A buffer of three months of your own salary turns a quiet month into a normal month.' },
    ],
    questions: [
      {
        question: 'How much should I set aside for taxes as a freelancer?',
        answer: 'It depends on your country and income. Ask an accountant once, then set that share aside from every payment automatically.',
      },
      {
        question: 'How do I budget when my income changes every month?',
        answer: 'Pay yourself a fixed salary from a business account, and base it on your lowest month, not your average.',
      },
    ],
    comparisons: [
      {
        a: 'Spending what comes in',
        b: 'Paying yourself a fixed salary',
        verdict: 'The fixed salary wins. Your personal life stays steady while the business account absorbs the ups and downs.',
      },
    ],
    before: 'Right now, you feel rich in a good month, panic in a quiet one, and dread tax season.',
    after: 'With separate accounts and a fixed salary, tax time is just a transfer, and a slow month no longer scares you.',
  },
];
