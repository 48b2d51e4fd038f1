import type { NicheMaterial } from '../types.ts';

/** health_fitness, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'posture',
    label: 'Postura no home office',
    keywords: [
      'postura',
      'má postura',
      'corcunda',
      'curvado',
      'ombros caídos',
      'ombro pra frente',
      'home office',
      'trabalho sentado',
      'sentado o dia todo',
      'dor no pescoço',
      'dor nas costas',
      'coluna',
      'computador',
      'escritório',
      'corrigir a postura',
    ],
    hooks: [
      'Não é ficar sentado que acaba com a sua postura. É ficar parado.',
      'Se às três da tarde seus ombros já estão colados na orelha, assiste isso.',
      'Dá pra melhorar a postura no home office sem comprar nenhum aparelho caro.',
    ],
    tips: [
      {
        screen: 'Tela na altura dos olhos',
        say: 'Suba a tela até a borda de cima ficar na altura dos olhos. Uma pilha de livros resolve tão bem quanto um suporte.',
      },
      {
        screen: 'Levante a cada 30 minutos',
        say: 'Coloque um alarme a cada meia hora e levante por um minuto. Sua coluna precisa mais de movimento do que de cadeira perfeita.',
      },
      { screen: 'Pés no chão', say: 'Encoste o quadril no fundo da cadeira e apoie os dois pés no chão. Nada de perna cruzada o dia inteiro.' },
      {
        screen: 'Fortaleça as costas',
        say: 'Duas vezes por semana, faça abertura com elástico. Costas fortes seguram os ombros sem você precisar pensar nisso.',
      },
      { screen: 'Abra o peito', say: 'Alongue o peito no batente da porta por trinta segundos de cada lado. Peitoral encurtado puxa os ombros pra frente.' },
    ],
    steps: [
      { screen: '1. Queixo pra trás', say: 'Primeiro, dez retrações de queixo: leve o queixo reto pra trás, como se fizesse papada, e segure dois segundos.' },
      { screen: '2. Alongamento na porta', say: 'Depois, antebraços no batente da porta, um passo suave pra frente, trinta segundos.' },
      { screen: '3. Anjo na parede', say: 'Depois, dez anjos na parede: costas encostadas, braços sobem e descem sem desgrudar da parede.' },
      { screen: '4. Abertura com elástico', say: 'Por último, quinze aberturas com elástico, juntando as escápulas no final de cada uma.' },
    ],
    myths: [
      {
        screen: 'Ficar reto o dia todo?',
        myth: 'Pra ter boa postura, você precisa manter a coluna perfeitamente reta o dia inteiro.',
        fact: 'Nenhuma posição faz bem por oito horas seguidas. A melhor postura é a próxima, então vá mudando.',
      },
      {
        screen: 'Corretor de postura?',
        myth: 'Um colete corretor conserta a sua coluna.',
        fact: 'O colete segura você enquanto está no corpo. Quando tira, quem segura são os músculos das costas.',
      },
    ],
    mistakes: [
      {
        screen: 'Notebook no colo',
        mistake: 'Você trabalha com o notebook no colo ou no sofá.',
        fix: 'Suba a tela até a altura dos olhos e use um teclado separado.',
      },
      { screen: 'Só alongar', mistake: 'Você só alonga e nunca fortalece.', fix: 'Inclua dois treinos curtos de costas por semana.' },
      {
        screen: 'Horas sem levantar',
        mistake: 'Você passa três horas na cadeira sem levantar.',
        fix: 'Levante um minuto a cada meia hora, nem que seja pra encher a garrafa de água.',
      },
    ],
    facts: [
      { screen: 'Cabeça pesa 5 quilos', say: 'Sua cabeça pesa uns cinco quilos, e quanto mais ela vai pra frente, mais o pescoço trabalha pra segurar.' },
      { screen: '2 vezes por semana', say: 'Dois treinos curtos de força por semana já bastam pra começar a mudar como suas costas seguram você.' },
    ],
    questions: [
      {
        question: 'Mesa de trabalhar em pé vale a pena pra postura?',
        answer: 'Só se você alternar entre sentar e ficar em pé. Ficar parado em pé o dia todo cansa a coluna igual.',
      },
      {
        question: 'Em quanto tempo a postura muda de verdade?',
        answer: 'A rigidez costuma melhorar em duas semanas, e no espelho a diferença aparece depois de seis a oito semanas de treino regular.',
      },
    ],
    comparisons: [
      {
        a: 'Cadeira ergonômica',
        b: 'Levantar a cada 30 minutos',
        verdict: 'Levantar ganha. Uma cadeira boa ajuda, mas nenhuma cadeira faz bem se você passa horas sem se mexer nela.',
      },
    ],
    before: 'Hoje, no fim do expediente, seus ombros estão caídos pra frente e o pescoço dói.',
    after: 'Em poucas semanas, você termina o dia sem aquele pescoço travado e fica com a postura mais reta sem nem pensar.',
  },
  {
    id: 'running',
    label: 'Corrida para iniciantes',
    keywords: [
      'corrida',
      'correr',
      'corrida de rua',
      'corro',
      'corridinha',
      'corredor',
      'corredora',
      'trote',
      'corrida de 5 km',
      '5 km',
      '10 km',
      'tênis de corrida',
      'canelite',
      'pace',
      'maratona',
      'esteira',
    ],
    hooks: [
      'Se correr parece um sofrimento, provavelmente você está correndo rápido demais.',
      'Três minutos correndo já foram o meu limite. Olha como cheguei a trinta.',
      'Seus primeiros 5 km não dependem do fôlego. Dependem do pace.',
    ],
    tips: [
      { screen: 'Ritmo de conversa', say: 'Corra devagar a ponto de conseguir falar uma frase inteira. A maioria dos treinos deve ser leve.' },
      { screen: 'Pode caminhar', say: 'Comece com um minuto correndo e dois caminhando, repetindo por vinte minutos. Isso é plano, não fraqueza.' },
      { screen: 'Três vezes por semana', say: 'Corra três vezes por semana com um dia de descanso entre os treinos. É no descanso que a perna se adapta.' },
      { screen: 'Aumente aos poucos', say: 'Aumente bem pouco por semana. Canela e joelho demoram mais pra se adaptar do que o fôlego.' },
      { screen: 'Passada curta', say: 'Dê passos mais curtos e rápidos, pisando embaixo do corpo e não lá na frente.' },
    ],
    steps: [
      { screen: '1. Caminhada', say: 'Primeiro, cinco minutos de caminhada rápida pra aquecer.' },
      { screen: '2. Um minuto correndo', say: 'Depois, um minuto de trote leve, num ritmo em que dá pra conversar.' },
      { screen: '3. Dois caminhando', say: 'Depois, dois minutos caminhando, e repita esse par seis ou sete vezes.' },
      { screen: '4. Desaquecimento', say: 'Por último, cinco minutos de caminhada tranquila e uma anotação de como foi o treino.' },
    ],
    myths: [
      {
        screen: 'Tem que sofrer?',
        myth: 'Se você não terminar sem ar, o treino não valeu.',
        fact: 'Corrida leve constrói a base que depois deixa você mais rápido. Mantenha a maior parte dos treinos no ritmo de conversa.',
      },
      {
        screen: 'Corrida estraga o joelho?',
        myth: 'Correr acaba com o joelho.',
        fact: 'Pra maioria das pessoas saudáveis, correr aumentando aos poucos não estraga o joelho. O problema são os saltos bruscos de volume.',
      },
    ],
    mistakes: [
      {
        screen: 'Rápido demais',
        mistake: 'Você sai em disparada e para depois de cinco minutos.',
        fix: 'Diminua até o ritmo de conversa e alterne corrida com caminhada.',
      },
      {
        screen: 'Saltos de distância',
        mistake: 'Você dobra a distância porque na semana passada foi fácil.',
        fix: 'Aumente pouco a cada semana e faça uma semana mais leve a cada três ou quatro.',
      },
      {
        screen: 'Tênis gasto',
        mistake: 'Você corre com um tênis velho de academia, com a sola gasta.',
        fix: 'Compre um tênis de corrida que seja confortável já na loja e troque quando o amortecimento acabar.',
      },
    ],
    facts: [
      { screen: '5 km em 9 semanas', say: 'Muitos planos para iniciantes levam você a correr 5 km sem parar em umas oito ou nove semanas.' },
      { screen: '3 treinos por semana', say: 'Três corridas por semana, com descanso entre elas, já dão uma evolução constante.' },
    ],
    questions: [
      {
        question: 'Por que minha canela dói quando eu corro?',
        answer: 'Geralmente porque o volume subiu rápido demais. Diminua por uma semana, volte mais devagar e procure um médico se a dor continuar.',
      },
      {
        question: 'Iniciante tem que correr todo dia?',
        answer: 'Não. Três vezes por semana com descanso no meio deixa a perna se recuperar e faz você continuar correndo.',
      },
    ],
    comparisons: [
      {
        a: 'Esteira',
        b: 'Corrida na rua',
        verdict: 'As duas valem. A rua ensina a controlar o ritmo no terreno de verdade, e a esteira salva nos dias de chuva ou à noite.',
      },
    ],
    before: 'Hoje você corre até perder o fôlego e desiste em poucos minutos.',
    after: 'Em dois meses, você corre trinta minutos num ritmo tranquilo e termina querendo mais.',
  },
  {
    id: 'strength-training',
    label: 'Musculação para iniciantes',
    keywords: [
      'academia',
      'musculação',
      'treino de força',
      'peso',
      'treino de perna',
      'dia de perna',
      'glúteo',
      'glúteos',
      'treino de glúteo',
      'agachamento',
      'levantamento terra',
      'elevação pélvica',
      'séries',
      'repetições',
      'carga',
      'hipertrofia',
    ],
    hooks: [
      'Musculação não vai deixar você parecendo fisiculturista. Mas sem ela tudo fica mais difícil.',
      'No seu primeiro mês de academia, cinco exercícios bastam.',
      'Se o seu glúteo não cresce, olhe pra carga, não pro exercício.',
    ],
    tips: [
      { screen: 'Mais carga ou repetição', say: 'Toda semana, tente somar uma repetição ou um pouco de carga. Esse progresso lento é o que constrói músculo.' },
      { screen: 'Três treinos de corpo todo', say: 'Comece com três treinos de corpo inteiro por semana. Você não precisa de um dia pra cada músculo agora.' },
      { screen: 'Elevação pélvica', say: 'Pra glúteo, faça elevação pélvica e stiff, e fique mais forte nelas mês após mês.' },
      { screen: 'Deixe 1 ou 2 no tanque', say: 'Termine cada série com uma ou duas repetições sobrando. Pesado, mas com técnica limpa.' },
      { screen: 'Anote tudo', say: 'Anote cada carga e cada repetição no celular. No próximo treino, você sabe exatamente o que superar.' },
    ],
    steps: [
      { screen: '1. Aquecimento', say: 'Primeiro, cinco minutos de bicicleta e duas séries leves do primeiro exercício.' },
      { screen: '2. Agachamento ou leg press', say: 'Depois, três séries de oito a doze no agachamento ou no leg press.' },
      { screen: '3. Empurrar e puxar', say: 'Depois, três séries de supino com halteres e três de remada.' },
      { screen: '4. Elevação pélvica', say: 'Por último, três séries de elevação pélvica, e anote todas as cargas.' },
    ],
    myths: [
      {
        screen: 'Vai ficar muito grande?',
        myth: 'Musculação deixa a pessoa enorme rapidinho.',
        fact: 'Músculo grande leva anos de treino pesado e muita comida. Antes disso, você só fica mais forte e com mais definição.',
      },
      {
        screen: 'Sem dor não vale?',
        myth: 'Se não ficar dolorido no dia seguinte, o treino não funcionou.',
        fact: 'A dor no dia seguinte mostra mais que o movimento era novo. O progresso aparece no caderno, quando a carga sobe.',
      },
    ],
    mistakes: [
      {
        screen: 'Treino aleatório',
        mistake: 'Você faz um treino diferente e aleatório toda vez.',
        fix: 'Repita a mesma ficha por seis a oito semanas pra conseguir evoluir nela.',
      },
      {
        screen: 'Carga leve demais',
        mistake: 'Você faz vinte repetições fáceis com a mesma carga de sempre.',
        fix: 'Escolha uma carga que pese lá pela décima ou décima segunda repetição, e aumente quando ficar fácil.',
      },
      {
        screen: 'Carga pelo ego',
        mistake: 'Você coloca carga demais e perde a técnica.',
        fix: 'Use uma carga que você controla no movimento todo e aumente aos poucos.',
      },
    ],
    facts: [
      { screen: '2 dias de força', say: 'A OMS recomenda que adultos façam fortalecimento muscular pelo menos dois dias por semana.' },
      { screen: '8 a 12 repetições', say: 'Séries de oito a doze repetições são um ótimo ponto de partida pra ganhar músculo.' },
    ],
    questions: [
      {
        question: 'Máquina ou peso livre pra quem está começando?',
        answer: 'Os dois funcionam. Máquina é mais fácil de aprender, peso livre treina equilíbrio. Comece pelo que deixa você com segurança pra ir.',
      },
      {
        question: 'Em quanto tempo vejo resultado?',
        answer: 'Você sente mais força em duas a quatro semanas. Mudança visível costuma levar dois a três meses de treino constante.',
      },
    ],
    comparisons: [
      {
        a: 'Treino de corpo inteiro',
        b: 'Treino ABC',
        verdict: 'Pra iniciante, corpo inteiro três vezes por semana ganha: você repete cada exercício mais vezes e perder um dia não estraga a semana.',
      },
    ],
    before: 'Hoje você chega na academia sem plano e fica rodando entre os aparelhos.',
    after: 'Em três meses, você chega com a ficha na mão, levanta mais do que no primeiro dia e se sente em casa ali.',
  },
  {
    id: 'mobility',
    label: 'Alongamento e mobilidade',
    keywords: [
      'alongamento',
      'alongar',
      'alongamentos',
      'mobilidade',
      'flexibilidade',
      'espacate',
      'abrir espacate',
      'quadril travado',
      'posterior de coxa',
      'encostar a mão no chão',
      'dor lombar',
      'lombar',
      'rigidez',
      'aquecimento',
      'desaquecimento',
    ],
    hooks: [
      'Seu corpo não trava por causa da idade. Trava porque você não se mexe na amplitude toda.',
      'Dez minutos por dia fizeram mais pelo meu quadril do que qualquer aula.',
      'Para de dar balanço no alongamento. Entra devagar, segura a posição e respira.',
    ],
    tips: [
      { screen: 'Segure 30 segundos', say: 'Fique uns trinta segundos em cada alongamento, respirando devagar. Sem dar balanço.' },
      { screen: 'Pouco e todo dia', say: 'Dez minutos todo dia rendem mais do que uma sessão longa no domingo. O corpo se adapta ao que você faz sempre.' },
      { screen: 'Antes, em movimento', say: 'Antes do treino, faça mobilidade em movimento, tipo balanço de perna. Deixe o alongamento parado pra depois.' },
      { screen: 'Tensão leve, sem dor', say: 'Alongue até sentir uma tensão leve, nunca uma dor aguda. A dor faz o músculo travar ainda mais.' },
      { screen: 'Força na nova amplitude', say: 'Use a amplitude nova com força leve, como agachamento profundo segurando um halter, pra ela ficar.' },
    ],
    steps: [
      { screen: '1. Gato e vaca', say: 'Primeiro, dez gato-vaca bem lentos de quatro apoios, pra acordar a coluna.' },
      {
        screen: '2. Flexor do quadril',
        say: 'Depois, de joelhos em afundo, alongue a frente do quadril por trinta segundos de cada lado, contraindo o glúteo de trás.',
      },
      { screen: '3. Posterior de coxa', say: 'Depois, de barriga pra cima, leve uma perna esticada pra cima com uma toalha, trinta segundos de cada lado.' },
      { screen: '4. Agachamento profundo', say: 'Por último, fique trinta segundos no agachamento profundo, segurando em algo se precisar.' },
    ],
    myths: [
      {
        screen: 'Alongar antes do treino?',
        myth: 'Você precisa fazer alongamento parado longo antes de todo treino.',
        fact: 'Alongamento longo logo antes da musculação ou de um tiro pode tirar um pouco de força. Aquecimento em movimento prepara melhor.',
      },
      {
        screen: 'Tem gente que não consegue?',
        myth: 'Tem gente que simplesmente nasceu sem flexibilidade.',
        fact: 'Quase todo mundo ganha amplitude com prática regular. Só leva semanas, não dias.',
      },
    ],
    mistakes: [
      { screen: 'Dar balanço', mistake: 'Você fica dando balanço no alongamento.', fix: 'Entre devagar na posição e fique parado, respirando.' },
      {
        screen: 'Só quando dói',
        mistake: 'Você só alonga quando alguma coisa já está doendo.',
        fix: 'Encaixe dez minutos de mobilidade todo dia, mesmo nos dias bons.',
      },
      { screen: 'Espacate na marra', mistake: 'Você força o espacate passando por dor aguda.', fix: 'Volte até uma tensão leve e tente de novo amanhã.' },
    ],
    facts: [
      { screen: '30 segundos basta', say: 'Pra maioria das pessoas, segurar o alongamento por uns trinta segundos já basta pra ganhar amplitude com o tempo.' },
      { screen: 'Semanas, não dias', say: 'A maioria das pessoas nota bem mais flexibilidade depois de quatro a seis semanas alongando quase todo dia.' },
    ],
    questions: [
      {
        question: 'Dá pra abrir espacate em um mês?',
        answer: 'Algumas pessoas conseguem, a maioria não, e forçar é o jeito mais rápido de se machucar. Conte com meses de prática.',
      },
      {
        question: 'Alongamento resolve dor lombar?',
        answer: 'Movimento leve costuma ajudar na rigidez do dia a dia. Se a dor for forte, descer pra perna ou durar semanas, procure um médico primeiro.',
      },
    ],
    comparisons: [
      {
        a: 'Alongamento estático',
        b: 'Mobilidade',
        verdict: 'Use os dois: mobilidade antes do treino pra preparar, alongamento parado depois do treino ou à noite pra ganhar amplitude.',
      },
    ],
    before: 'Hoje você não encosta a mão no chão e o quadril parece travado depois de um dia sentado.',
    after: 'Depois de um mês de dez minutos por dia, você agacha mais fundo, se abaixa fácil e levanta da cadeira sem travar.',
  },
  {
    id: 'fat-loss',
    label: 'Emagrecimento e alimentação',
    keywords: [
      'emagrecer',
      'emagrecimento',
      'perder peso',
      'perder barriga',
      'gordura',
      'gordura da barriga',
      'déficit calórico',
      'calorias',
      'proteína',
      'dieta',
      'o que eu como em um dia',
      'marmita',
      'vontade de doce',
      'efeito platô',
      'jaca',
      'reeducação alimentar',
    ],
    hooks: [
      'Abdominal não queima gordura da barriga. Olha o que funciona de verdade.',
      'Dá pra emagrecer sem cortar nenhuma comida que você ama.',
      'Se a balança não mexe há semanas, confere o que você bebe, seu sono e seus passos.',
    ],
    tips: [
      {
        screen: 'Proteína em toda refeição',
        say: 'Coloque no prato uma porção de proteína do tamanho da palma da mão: frango, ovo, peixe ou carne. Segura a fome por mais tempo.',
      },
      { screen: 'Metade do prato salada', say: 'Encha metade do prato com salada e legumes. Você come mais volume com menos calorias.' },
      { screen: 'Caminhe mais', say: 'Caminhe mais no dia a dia. Os passos muitas vezes gastam mais do que um treino extra na semana.' },
      { screen: 'Cuidado com o que bebe', say: 'Repare no que você bebe. Suco, refrigerante, café adoçado e cerveja somam calorias sem matar a fome.' },
      { screen: 'Sono conta', say: 'Tente dormir sete horas. Depois de uma noite mal dormida, a vontade de doce fica muito mais difícil de segurar.' },
    ],
    steps: [
      { screen: '1. Anote uma semana', say: 'Primeiro, anote tudo o que você come durante uma semana normal, sem mudar nada.' },
      { screen: '2. Trocas fáceis', say: 'Depois, escolha duas trocas fáceis, como o refrigerante ou o lanche da madrugada, e mude só essas.' },
      { screen: '3. Proteína e salada', say: 'Depois, monte cada refeição em volta de proteína e salada, e mantenha o que você ama em porções menores.' },
      { screen: '4. Confira a cada 2 semanas', say: 'Por último, pese algumas manhãs por semana e avalie a tendência a cada duas semanas, não todo dia.' },
    ],
    myths: [
      {
        screen: 'Perder gordura localizada?',
        myth: 'Abdominal queima a gordura da barriga.',
        fact: 'Você não escolhe de onde a gordura sai. A barriga diminui quando a gordura do corpo todo diminui.',
      },
      {
        screen: 'Comer à noite engorda?',
        myth: 'Comer depois das seis da tarde engorda.',
        fact: 'O que conta é quanto você come no dia, não o horário. O lanche da noite só pesa se somar calorias a mais.',
      },
    ],
    mistakes: [
      {
        screen: 'Dieta radical',
        mistake: 'Você corta a comida quase toda e chuta o balde em uma semana.',
        fix: 'Faça um déficit pequeno, que você aguente por meses e não por dias.',
      },
      {
        screen: 'Pânico com a balança',
        mistake: 'Você entra em pânico quando a balança sobe numa manhã.',
        fix: 'A água mexe no peso todo dia, então olhe a média de duas semanas.',
      },
      {
        screen: 'Tudo ou nada',
        mistake: 'Uma pizza no sábado vira uma semana perdida.',
        fix: 'Aproveite a pizza e faça a próxima refeição normal. Uma refeição não estraga nada.',
      },
    ],
    facts: [
      { screen: 'Meio quilo por semana', say: 'Perder entre meio quilo e um quilo por semana é um ritmo que a maioria aguenta sem passar fome.' },
      { screen: 'O peso oscila todo dia', say: 'Seu peso pode variar um quilo ou mais de um dia pro outro só por causa de água e comida no estômago.' },
    ],
    questions: [
      {
        question: 'Quanta proteína eu preciso pra emagrecer?',
        answer: 'Muita gente ativa mira em cerca de 1,6 grama por quilo de peso. Se parecer muito, comece colocando proteína em toda refeição.',
      },
      {
        question: 'Preciso cortar carboidrato?',
        answer: 'Não. Você emagrece comendo menos no total. Corte carboidrato só se isso ajudar você a comer menos sem sofrer.',
      },
    ],
    comparisons: [
      {
        a: 'Dieta restritiva',
        b: 'Pequenos hábitos',
        verdict: 'Pequenos hábitos ganham pra maioria: a dieta funciona até você parar, o hábito continua funcionando.',
      },
    ],
    before: 'Hoje você começa uma dieta nova toda segunda e desiste na quinta.',
    after: 'Em três meses, você come o que gosta, a roupa fica mais folgada e a segunda-feira deixa de ser recomeço.',
  },
  {
    id: 'home-workouts',
    label: 'Treino em casa',
    keywords: [
      'treino em casa',
      'treinar em casa',
      'em casa',
      'sem equipamento',
      'sem academia',
      'peso do corpo',
      'abdômen',
      'abdominal',
      'tanquinho',
      'flexão',
      'barra fixa',
      'prancha',
      'burpee',
      'halter em casa',
      'elástico',
      'treino de 10 minutos',
    ],
    hooks: [
      'Você não precisa de academia. Precisa de um plano e de um cantinho livre no chão.',
      'Vinte minutos na sala já bastam pra ficar mais forte.',
      'Se você ainda não consegue fazer nem uma flexão, começa com as mãos na pia da cozinha.',
    ],
    tips: [
      { screen: 'Mesmo horário', say: 'Amarre o treino a algo que você já faz, tipo logo depois do café da manhã.' },
      { screen: 'Dificulte aos poucos', say: 'Quando dez repetições ficarem fáceis, desça mais devagar ou faça uma pausa embaixo.' },
      { screen: 'Flexão na mesa', say: 'Se a flexão no chão ainda não sai, faça com as mãos apoiadas na mesa ou na pia da cozinha.' },
      { screen: 'Um elástico, vários exercícios', say: 'Um elástico custa pouco e dá remada, supino e glúteo num espaço minúsculo.' },
      { screen: 'Tapete à vista', say: 'Deixe o tapetinho num lugar que você vê. Menos desculpa, mais treino.' },
    ],
    steps: [
      { screen: '1. Agachamento', say: 'Primeiro, quinze agachamentos, levando o quadril pra trás como se fosse sentar numa cadeira.' },
      { screen: '2. Flexão', say: 'Depois, dez flexões, com o joelho no chão ou na mesa, se precisar.' },
      { screen: '3. Ponte de glúteo', say: 'Depois, quinze pontes de glúteo, apertando um segundo lá em cima.' },
      { screen: '4. Prancha', say: 'Por último, trinta segundos de prancha, e repita o circuito três vezes.' },
    ],
    myths: [
      {
        screen: 'Em casa não é treino?',
        myth: 'Treino em casa é fácil demais pra ganhar força.',
        fact: 'O músculo responde ao esforço, não ao lugar. Variações mais difíceis e um elástico deixam o treino desafiador por muito tempo.',
      },
      {
        screen: 'Abdominal todo dia?',
        myth: 'Fazer abdominal todo dia dá tanquinho.',
        fact: 'Abdominal fortalece o core. Ver os gominhos depende principalmente do seu percentual de gordura.',
      },
    ],
    mistakes: [
      {
        screen: 'Vídeo novo todo dia',
        mistake: 'Você escolhe um vídeo aleatório diferente todo dia.',
        fix: 'Repita uma rotina por algumas semanas e deixe ela um pouco mais difícil a cada semana.',
      },
      {
        screen: 'Repetição corrida',
        mistake: 'Você faz as repetições correndo pra acabar logo.',
        fix: 'Vá devagar, use o movimento completo e conte dois segundos na descida.',
      },
      {
        screen: 'Pular a perna',
        mistake: 'Em casa você só treina abdômen e braço.',
        fix: 'Inclua agachamento, afundo e ponte. A perna tem os maiores músculos do corpo.',
      },
    ],
    facts: [
      { screen: '150 minutos por semana', say: 'A OMS recomenda pelo menos 150 minutos de atividade moderada por semana, e treino em casa conta.' },
      { screen: '20 minutos bastam', say: 'Três treinos de vinte minutos dão uma hora por semana, e isso já basta pra um iniciante ficar mais forte.' },
    ],
    questions: [
      {
        question: 'Dá pra ganhar músculo sem peso?',
        answer: 'Dá, principalmente no começo. Vá dificultando com repetições lentas, versões com uma perna só e elástico.',
      },
      {
        question: 'O que comprar primeiro pra treinar em casa?',
        answer: 'Um tapetinho e um elástico. Um par de halteres ajustáveis fica pra depois, se você pegar o ritmo.',
      },
    ],
    comparisons: [
      {
        a: 'Treino em casa',
        b: 'Academia',
        verdict: 'A academia tem mais peso, a casa tem menos desculpa. Escolha o que você vai fazer de verdade três vezes por semana.',
      },
    ],
    before: 'Hoje você promete que vai treinar quando tiver tempo de ir pra academia.',
    after: 'Daqui a um mês, você treinou doze vezes na sala de casa e já sente a diferença na escada.',
  },
];
