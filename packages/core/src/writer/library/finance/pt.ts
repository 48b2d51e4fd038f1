import type { NicheMaterial } from '../types.ts';

/** finance, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'budgeting',
    label: 'Orçamento mensal',
    keywords: [
      'orçamento',
      'orçamento mensal',
      'controle financeiro',
      'controlar gastos',
      'planilha de gastos',
      'salário',
      'dia do pagamento',
      'gastos',
      'despesas',
      'anotar gastos',
      'método dos envelopes',
      'organização financeira',
      'organizar as finanças',
      'dinheiro não dura',
      'educação financeira',
      'finanças pessoais',
    ],
    hooks: [
      'Você não é ruim com dinheiro. Você só decide pra onde ele vai depois que ele já foi.',
      'Eu chegava sem um real no fim de todo mês, até começar a separar a reserva no próprio dia do pagamento.',
      'Se o seu orçamento dura uma semana, o problema é o orçamento, não você.',
    ],
    tips: [
      {
        screen: 'Pague você primeiro',
        say: 'No dia do pagamento, separa a parte da reserva antes de gastar qualquer coisa. O que você não vê na conta, você não gasta.',
      },
      {
        screen: 'Anota tudo por 30 dias',
        say: 'Antes de montar o orçamento, anota cada gasto por trinta dias, até o cafezinho e o Pix de dez reais. Não dá pra planejar o que você nunca viu.',
      },
      { screen: 'Reserva pro lazer', say: 'Define um valor fixo pro lazer todo mês. Orçamento sem espaço pra alegria quebra no segundo fim de semana.' },
      { screen: 'Gastos do ano', say: 'Divide por doze os gastos anuais, como IPVA, IPTU, material escolar e presentes, e separa esse valor todo mês.' },
      { screen: 'Duas contas', say: 'Deixa as contas fixas numa conta e os gastos do dia a dia em outra. Quando a conta do dia a dia zerar, acabou o mês.' },
      {
        screen: 'Revisão de domingo',
        say: 'Tira dez minutos todo domingo pra olhar os gastos da semana. Conferir toda semana é bem mais leve que um susto no fim do mês.',
      },
    ],
    steps: [
      { screen: '1. Renda real', say: 'Primeiro, anota quanto cai de verdade na sua conta por mês, já sem os descontos.' },
      { screen: '2. Contas fixas', say: 'Depois, lista as contas fixas: aluguel, luz, água, internet, celular, transporte e parcelas.' },
      { screen: '3. Reserva primeiro', say: 'Em seguida, escolhe quanto guardar e programa a transferência pro dia do pagamento.' },
      { screen: '4. Divide o resto', say: 'Por fim, divide o que sobrou entre mercado, lazer e o resto, e confere toda semana.' },
    ],
    myths: [
      {
        screen: 'Orçamento é sofrimento?',
        myth: 'Fazer orçamento é não poder gastar com nada gostoso.',
        fact: 'Orçamento é só um plano. Ele deixa você gastar com o que gosta sem culpa, porque as contas já estão pagas.',
      },
      {
        screen: 'Só pra quem ganha pouco?',
        myth: 'Orçamento é só pra quem ganha pouco.',
        fact: 'Muita gente com salário alto também vive no aperto. O gasto cresce junto com a renda quando não tem plano.',
      },
    ],
    mistakes: [
      {
        screen: 'Radical demais',
        mistake: 'Você corta todos os mimos de uma vez e desiste do orçamento em duas semanas.',
        fix: 'Corta uma categoria por vez e mantém um valor pequeno pro lazer.',
      },
      {
        screen: 'Esquecer os gastos do ano',
        mistake: 'Você planeja só as contas do mês, e todo IPVA ou aniversário desmonta tudo.',
        fix: 'Cria uma linha mensal pros gastos anuais e imprevistos.',
      },
      {
        screen: 'Guardar o que sobra',
        mistake: 'Você guarda o que sobra no fim do mês, e quase nunca sobra.',
        fix: 'Programa uma transferência automática pra reserva no dia do pagamento.',
      },
    ],
    facts: [
      {
        screen: 'Regra 50/30/20',
        say: 'Um ponto de partida famoso é a regra cinquenta, trinta, vinte. Metade da renda vai pro essencial, trinta por cento pros desejos e vinte pra reserva e dívidas.',
      },
      {
        screen: 'Dez reais por dia',
        say: 'Dez reais por dia em gastinhos dão mais de três mil e seiscentos reais por ano. Muitas vezes é essa a diferença entre o aperto e uma reserva.',
      },
    ],
    questions: [
      {
        question: 'Qual o melhor app pra controlar os gastos?',
        answer: 'Aquele que você vai abrir toda semana. Uma planilha simples ou o bloco de notas funcionam, se você olhar pra eles.',
      },
      {
        question: 'Como fazer orçamento ganhando pouco?',
        answer: 'Com pouca renda, o orçamento importa ainda mais. Começa anotando tudo por um mês e protege primeiro o essencial.',
      },
    ],
    comparisons: [
      {
        a: 'App de controle detalhado',
        b: 'Duas contas: fixas e dia a dia',
        verdict: 'Pra quem está começando, as duas contas ganham. Leva cinco minutos pra montar e você vê de relance quanto sobrou.',
      },
    ],
    before: 'Hoje o salário cai, o dinheiro some, e você não sabe muito bem pra onde foi.',
    after: 'Em uns dois meses, as contas ficam pagas no dia do pagamento, a reserva cresce sozinha e você gasta o resto sem culpa.',
  },
  {
    id: 'emergency-fund',
    label: 'Reserva de emergência',
    keywords: [
      'reserva de emergência',
      'reserva financeira',
      'reserva',
      'guardar dinheiro',
      'poupar',
      'poupança',
      'como juntar dinheiro',
      'juntar dinheiro',
      'economizar',
      'caixinha',
      'tesouro selic',
      'liquidez diária',
      'imprevistos',
      'perdi o emprego',
      'colchão financeiro',
      'fundo de emergência',
    ],
    hooks: [
      'Reserva de emergência não é investimento. É o que impede o carro quebrado de virar dívida no cartão.',
      'Minha reserva começou com o valor de um delivery por semana.',
      'Se uma única conta inesperada estraga o seu mês, você precisa de reserva antes de investimento.',
    ],
    tips: [
      {
        screen: 'Meta inicial pequena',
        say: 'Começa com uma primeira meta de um mês de aluguel. Meta pequena que você bate vale mais que meta enorme que você nem começa.',
      },
      {
        screen: 'Conta separada',
        say: 'Deixa a reserva separada da conta do dia a dia, numa caixinha ou aplicação com liquidez diária, onde ela não some sem você perceber.',
      },
      {
        screen: 'Transferência automática',
        say: 'Programa uma transferência automática pro dia seguinte ao pagamento, mesmo que seja pouco. Constância vale mais que valor.',
      },
      { screen: 'O que é emergência', say: 'Escreve o que conta como emergência: perder o emprego, saúde, conserto urgente. Black Friday não conta.' },
      {
        screen: 'Apartamento é outra meta',
        say: 'Junta a entrada do apartamento numa conta separada, não na reserva. A reserva é pros dias ruins, não pra compra dos sonhos.',
      },
      { screen: 'Usou, repõe', say: 'Se usar a reserva, pausa as outras metas e repõe ela primeiro. Ela existe exatamente pra isso.' },
    ],
    steps: [
      { screen: '1. Custo essencial', say: 'Primeiro, soma um mês só do essencial: moradia, comida, contas, transporte e parcelas mínimas.' },
      { screen: '2. Define a meta', say: 'Depois, multiplica por três pra primeira meta, e por seis se a sua renda for instável.' },
      { screen: '3. Escolhe onde guardar', say: 'Em seguida, escolhe uma aplicação segura com liquidez diária, como Tesouro Selic ou CDB de banco grande.' },
      { screen: '4. Automatiza', say: 'Por fim, programa um valor todo mês e manda pra lá todo décimo terceiro, restituição ou dinheiro extra.' },
    ],
    myths: [
      {
        screen: 'Melhor investir em ações?',
        myth: 'Deixar dinheiro parado é desperdício, a reserva tem que ir pra ações.',
        fact: 'A bolsa pode cair justo quando você perde o emprego. A reserva precisa estar lá no pior dia, não render no melhor.',
      },
      {
        screen: 'O limite do cartão basta?',
        myth: 'Você não precisa de reserva porque tem limite no cartão.',
        fact: 'O cartão transforma a emergência em dívida com juros altos. A reserva deixa você pagar e seguir em frente.',
      },
    ],
    mistakes: [
      {
        screen: 'Reserva na conta corrente',
        mistake: 'Você deixa a reserva na mesma conta em que gasta.',
        fix: 'Passa pra uma aplicação separada com liquidez diária e um nome claro.',
      },
      { screen: 'Esperar ganhar mais', mistake: 'Você espera ganhar mais pra começar a guardar.', fix: 'Começa nesse pagamento, com qualquer valor.' },
      {
        screen: 'Usar pra desejos',
        mistake: 'Você tira da reserva pra viagem ou promoção.',
        fix: 'Junta pros desejos numa caixinha separada, pra reserva ficar intocada.',
      },
    ],
    facts: [
      {
        screen: 'De 3 a 6 meses',
        say: 'O mais comum é recomendar de três a seis meses de gastos essenciais. Se você é autônomo ou a única renda da casa, mira no maior número.',
      },
      { screen: 'Garantia do FGC', say: 'Em CDB e poupança, o FGC garante até duzentos e cinquenta mil reais por CPF em cada instituição.' },
    ],
    questions: [
      {
        question: 'Primeiro pago as dívidas ou monto a reserva?',
        answer: 'Muita gente faz os dois: uma reserva pequena primeiro, depois tudo nas dívidas com juros altos, e depois completa a reserva.',
      },
      {
        question: 'Poupança serve pra reserva?',
        answer: 'Serve pra começar, porque é segura e tem liquidez. Mas Tesouro Selic ou CDB com liquidez diária costumam render mais, com segurança parecida.',
      },
    ],
    comparisons: [
      {
        a: 'Reserva de emergência',
        b: 'Limite do cartão',
        verdict: 'A reserva ganha. Usar ela não custa nada, e o cartão ainda põe juros numa semana que já está ruim.',
      },
    ],
    before: 'Hoje um celular quebrado ou uma ida ao veterinário já joga você no cartão de crédito.',
    after: 'Em alguns meses, uma conta inesperada vira só um dia chato, não uma crise.',
  },
  {
    id: 'saving-goals',
    label: 'Juntar dinheiro pra um grande objetivo',
    keywords: [
      'juntar dinheiro',
      'juntar para',
      'entrada do apartamento',
      'entrada da casa',
      'primeiro apartamento',
      'casa própria',
      'comprar um carro',
      'juntar pro casamento',
      'meta financeira',
      'objetivo financeiro',
      'desafio das 52 semanas',
      'desafio de poupança',
      'cofrinho',
      'caixinha',
      'primeiros 10 mil',
      'compra grande',
    ],
    hooks: [
      'Juntar pra entrada do apartamento parece impossível até você transformar o total num valor por mês.',
      'Pra juntar dinheiro você não precisa de mais força de vontade. Precisa de uma caixinha com o nome da meta.',
      'Eu bati minha primeira meta grande quando comecei a pagar ela todo mês, como uma conta.',
    ],
    tips: [
      {
        screen: 'Vira valor por mês',
        say: 'Divide o valor que você precisa pelos meses até a data. O total assustador vira uma parcela que você paga pra você mesmo.',
      },
      {
        screen: 'Uma caixinha por meta',
        say: 'Cria uma caixinha separada pra cada meta e dá um nome, tipo "apê" ou "carro". Dinheiro com nome é bem mais difícil de gastar.',
      },
      {
        screen: 'Transferência no pagamento',
        say: 'Programa a transferência pro dia do pagamento, não pro fim do mês. O que sai primeiro é o que fica guardado.',
      },
      { screen: 'Aumento vai pra meta', say: 'Toda vez que sua renda subir, manda pelo menos metade do aumento pra meta antes de se acostumar a gastar.' },
      { screen: 'Progresso à vista', say: 'Acompanha o saldo num gráfico simples na geladeira ou no celular. Ver a linha subindo te segura no sétimo mês.' },
    ],
    steps: [
      {
        screen: '1. Define a meta',
        say: 'Primeiro, escreve a meta, tipo a entrada do primeiro apartamento, com o valor exato e a data em que você precisa dele.',
      },
      { screen: '2. Faz a conta', say: 'Depois, divide o valor pelos meses que faltam e vê se esse número cabe no seu orçamento.' },
      { screen: '3. Abre a caixinha', say: 'Em seguida, abre uma caixinha só pra essa meta, com o nome dela.' },
      { screen: '4. Automatiza e revisa', say: 'Por fim, automatiza a transferência mensal e confere a cada três meses se você está no ritmo.' },
    ],
    myths: [
      {
        screen: 'Guardar o que sobra?',
        myth: 'Pra uma meta grande, você guarda o que sobrar no fim do mês.',
        fact: 'Quase nunca sobra. A meta cresce quando o dinheiro sai no dia do pagamento, antes dos gastos.',
      },
      {
        screen: 'Só com salário alto?',
        myth: 'Só quem ganha muito consegue juntar pra casa ou carro.',
        fact: 'Renda alta ajuda, mas pra maioria das pessoas quem faz o trabalho pesado é um valor fixo e o tempo.',
      },
    ],
    mistakes: [
      {
        screen: 'Meta sem prazo',
        mistake: 'Você diz que está juntando pro apartamento "um dia", sem valor e sem data.',
        fix: 'Coloca valor e data na meta e calcula quanto guardar por mês.',
      },
      {
        screen: 'Tudo no mesmo lugar',
        mistake: 'Você deixa o dinheiro da meta junto com a reserva de emergência.',
        fix: 'Separa os dois, pra uma geladeira quebrada não comer a entrada do apê.',
      },
      {
        screen: 'Atalho arriscado',
        mistake: 'Você coloca em algo arriscado o dinheiro que vai precisar daqui a dois anos, pra chegar mais rápido.',
        fix: 'Dinheiro de meta com menos de cinco anos fica em renda fixa segura, não em ações nem em cripto.',
      },
    ],
    facts: [
      {
        screen: 'Desafio das 52 semanas',
        say: 'No desafio das cinquenta e duas semanas, você guarda um real na primeira semana, dois na segunda, e assim por diante. No fim do ano são mil trezentos e setenta e oito reais.',
      },
      { screen: '300 por mês, 3 anos', say: 'Trezentos reais por mês durante três anos dão dez mil e oitocentos reais, antes de qualquer rendimento.' },
    ],
    questions: [
      {
        question: 'Junto pra entrada do apê ou invisto na bolsa?',
        answer:
          'Se você vai precisar do dinheiro em até uns cinco anos, deixa em renda fixa segura. A bolsa faz mais sentido pro dinheiro que vai ficar parado por mais tempo.',
      },
      {
        question: 'Como juntar dinheiro ganhando pouco?',
        answer: 'Começa com um valor que você nem sente, automatiza no dia do pagamento e aumenta a cada aumento de renda.',
      },
    ],
    comparisons: [
      {
        a: 'Guardar o que sobra',
        b: 'Transferência fixa no pagamento',
        verdict: 'A transferência fixa ganha sempre. Guardar deixa de ser uma decisão de todo mês e passa a simplesmente acontecer.',
      },
    ],
    before: 'Hoje sua grande meta mora na sua cabeça como um número tão alto que você nem começa.',
    after: 'Em um ano, você tem uma caixinha com nome que cresce a cada pagamento e uma data pra meta virar realidade.',
  },
  {
    id: 'cutting-spending',
    label: 'Cortar gastos',
    keywords: [
      'economizar',
      'economia',
      'como economizar',
      'gastar menos',
      'cortar gastos',
      'gastos desnecessários',
      'mercado',
      'compras do mês',
      'assinaturas',
      'streaming',
      'compra por impulso',
      'gastos por impulso',
      'ifood',
      'consumismo',
      'cashback',
      'mês sem gastos',
    ],
    hooks: [
      'Não é a compra grande que esvazia sua conta. São as pequenas que você nem lembra.',
      'Achei dinheiro que eu nem sabia que tinha numa noite olhando o extrato.',
      'Antes de cortar o cafezinho, cancela as assinaturas que você esqueceu.',
    ],
    tips: [
      { screen: 'Revisa as assinaturas', say: 'Olha as faturas dos últimos três meses e cancela toda assinatura que você não usou esse mês.' },
      { screen: 'Regra das 48 horas', say: 'Espera quarenta e oito horas antes de qualquer compra que não é essencial. Na maioria das vezes a vontade passa.' },
      { screen: 'Cardápio antes do mercado', say: 'Planeja as refeições da semana e vai ao mercado com lista. Comida que vai pro lixo é dinheiro no lixo.' },
      { screen: 'Tira o cartão salvo', say: 'Remove o cartão salvo dos apps de compra e de delivery. Digitar o número te dá uns segundos pra desistir.' },
      {
        screen: 'Renegocia os planos',
        say: 'Liga uma vez por ano pra operadora de celular e de internet e pede um plano melhor. Cliente fiel costuma pagar mais caro.',
      },
      {
        screen: 'Desliga as notificações',
        say: 'Desliga as notificações dos apps de compra. Cada promoção no celular é um convite pra comprar o que você não precisa.',
      },
    ],
    steps: [
      { screen: '1. Pega o extrato', say: 'Primeiro, abre o extrato e a fatura do cartão do mês passado.' },
      { screen: '2. Marca os vazamentos', say: 'Depois, marca tudo que não era necessário: delivery, assinaturas e compras por impulso.' },
      { screen: '3. Três cortes', say: 'Em seguida, escolhe os três maiores vazamentos e decide uma mudança concreta pra cada um.' },
      { screen: '4. Guarda a diferença', say: 'Por fim, manda o que você economizou direto pra reserva, pra não sumir em outro gasto.' },
    ],
    myths: [
      {
        screen: 'Corta o café e fica rico?',
        myth: 'Se você parar de tomar café na rua, vai ficar rico.',
        fact: 'Gastinho diário soma, mas aluguel, transporte e dívidas costumam pesar mais. Corta primeiro os vazamentos grandes, depois os pequenos que não te fazem feliz.',
      },
      {
        screen: 'Promoção é economia?',
        myth: 'Comprar na promoção é economizar.',
        fact: 'Promoção só é economia no que você ia comprar de qualquer jeito. Fora isso, é gasto com desconto.',
      },
    ],
    mistakes: [
      {
        screen: 'Cortar o que ama',
        mistake: 'Você corta o único mimo que realmente te faz bem e mantém dez gastos que nem percebe.',
        fix: 'Fica com o que te dá alegria e corta o que você compra no automático.',
      },
      { screen: 'Mercado com fome', mistake: 'Você vai ao mercado com fome e sem lista.', fix: 'Come antes, faz a lista em casa e segue ela.' },
      {
        screen: 'Economiza e não guarda',
        mistake: 'Você gasta menos, mas não manda a diferença pra lugar nenhum.',
        fix: 'Transfere o valor economizado pra reserva no mesmo dia.',
      },
    ],
    facts: [
      { screen: 'Cafezinho no ano', say: 'Um café de oito reais em todo dia útil dá cerca de dois mil reais por ano.' },
      {
        screen: 'Cinco assinaturas',
        say: 'Cinco assinaturas de trinta reais custam mil e oitocentos reais por ano. Quase todo mundo paga pelo menos uma esquecida.',
      },
    ],
    questions: [
      {
        question: 'Como parar de comprar por impulso na internet?',
        answer: 'Tira o cartão salvo, desliga as notificações e deixa as coisas no carrinho por dois dias. A maioria você nem vai comprar.',
      },
      {
        question: 'Como gastar menos no mercado?',
        answer: 'Planeja a semana, cozinha em maior quantidade, compra marca própria do mercado e olha a despensa antes de sair.',
      },
    ],
    comparisons: [
      {
        a: 'Cortar os pequenos mimos',
        b: 'Reduzir um gasto fixo grande',
        verdict: 'O gasto fixo grande costuma ganhar. Renegociar o plano ou o seguro uma vez economiza todo mês sem precisar de força de vontade.',
      },
    ],
    before: 'Hoje você nem gasta muito com nada, e mesmo assim o dinheiro acaba antes do dia vinte.',
    after: 'Depois de uma noite com o extrato, você sabe onde estão os vazamentos, e o que economiza vai direto pra reserva.',
  },
  {
    id: 'investing-basics',
    label: 'Investimentos sem mistério',
    keywords: [
      'investir',
      'investimentos',
      'investimento',
      'cdb',
      'renda fixa',
      'renda variável',
      'tesouro direto',
      'ações',
      'bolsa de valores',
      'fundos de índice',
      'juros compostos',
      'dividendos',
      'corretora',
      'carteira',
      'aposentadoria',
      'previdência',
    ],
    hooks: [
      'Pra começar a investir, você não precisa escolher ações. A maioria dos iniciantes nem deveria.',
      'O melhor momento pra começar a investir foi dez anos atrás. O segundo melhor é no próximo salário.',
      'Comecei a investir com pouco por mês, e o valor nunca foi o ponto.',
    ],
    tips: [
      {
        screen: 'Reserva antes',
        say: 'Monta a reserva de emergência e quita as dívidas caras antes de investir. Senão um mês ruim te obriga a vender no prejuízo.',
      },
      {
        screen: 'Começa pelo simples',
        say: 'Começa pela renda fixa segura, como o Tesouro Direto. Depois, se quiser bolsa, um fundo de índice compra um pedacinho de muitas empresas de uma vez.',
      },
      {
        screen: 'Olha as taxas',
        say: 'Confere a taxa de administração antes de entrar em qualquer fundo. Taxa que parece pequena come uma fatia grande em vinte anos.',
      },
      { screen: 'Aporte todo mês', say: 'Investe o mesmo valor todo mês. Você compra mais quando está barato e para de tentar adivinhar a hora certa.' },
      {
        screen: 'Pensa em anos',
        say: 'Na bolsa, coloca só o dinheiro que você não vai precisar por pelo menos cinco anos. Em um ano só, os preços podem cair muito.',
      },
    ],
    steps: [
      { screen: '1. Base em ordem', say: 'Primeiro, garante que você tem reserva de emergência e nenhuma dívida cara no cartão.' },
      { screen: '2. Abre a conta', say: 'Depois, abre conta numa corretora autorizada pela CVM e de preferência sem taxa de custódia.' },
      { screen: '3. Escolhe o básico', say: 'Em seguida, escolhe um título do Tesouro ou um fundo de índice amplo com taxa baixa, em vez de ações soltas.' },
      { screen: '4. Automatiza e espera', say: 'Por fim, programa um aporte mensal e para de olhar a cotação todo dia.' },
    ],
    myths: [
      {
        screen: 'Precisa de muito dinheiro?',
        myth: 'Precisa de muito dinheiro pra começar a investir.',
        fact: 'Dá pra começar no Tesouro Direto e em muitos CDBs com valores bem pequenos. O hábito importa muito mais que o primeiro valor.',
      },
      {
        screen: 'Investir é apostar?',
        myth: 'Investir é a mesma coisa que apostar.',
        fact: 'Apostar numa ação da moda é parecido com jogo. Ter um pedaço amplo do mercado por décadas é outra coisa.',
      },
    ],
    mistakes: [
      {
        screen: 'Ir na onda',
        mistake: 'Você compra o que está bombando nas redes essa semana.',
        fix: 'Segue um plano simples com renda fixa e fundos amplos, e ignora a dica quente.',
      },
      {
        screen: 'Vender no desespero',
        mistake: 'Você vende tudo quando a bolsa cai.',
        fix: 'Decide antes que vai continuar aportando nas quedas, e para de olhar todo dia.',
      },
      {
        screen: 'Ignorar as taxas',
        mistake: 'Você nunca olhou quanto o seu fundo ou o seu banco cobra.',
        fix: 'Compara as taxas anuais e escolhe opções baratas.',
      },
    ],
    facts: [
      {
        screen: 'Regra do 72',
        say: 'Divide setenta e dois pela rentabilidade anual e você sabe, mais ou menos, em quantos anos o dinheiro dobra. A dez por cento ao ano, uns sete anos.',
      },
      {
        screen: 'Taxa em vinte anos',
        say: 'Uma taxa de um por cento ao ano leva quase um quinto do valor final em vinte anos. Por isso o fundo barato costuma ganhar do caro.',
      },
    ],
    questions: [
      {
        question: 'Quanto dinheiro preciso pra começar a investir?',
        answer: 'Menos do que você imagina. Dá pra começar com pouco todo mês, então começa com o valor que você consegue manter.',
      },
      {
        question: 'E se a bolsa cair logo depois que eu investir?',
        answer: 'Pode acontecer, e já aconteceu. Se você aporta todo mês por muitos anos, a queda só significa que por um tempo você compra mais barato.',
      },
    ],
    comparisons: [
      {
        a: 'Escolher ações sozinho',
        b: 'Fundo de índice amplo',
        verdict: 'Pra maioria dos iniciantes, o fundo de índice ganha. Espalha o risco, custa menos e não exige olhar o mercado todo dia.',
      },
    ],
    before: 'Hoje seu dinheiro fica parado na conta, e investir parece coisa de outro mundo.',
    after: 'Daqui a alguns meses, você investe no automático todo mês e nem abre o app da corretora todo dia.',
  },
  {
    id: 'getting-out-of-debt',
    label: 'Quitar dívidas',
    keywords: [
      'dívidas',
      'dívida',
      'endividado',
      'endividada',
      'sair das dívidas',
      'quitar dívidas',
      'nome sujo',
      'limpar o nome',
      'serasa',
      'cartão de crédito',
      'rotativo',
      'fatura do cartão',
      'empréstimo',
      'juros',
      'parcelamento',
      'renegociar',
    ],
    hooks: [
      'Pagar só o mínimo da fatura é exatamente do jeito que o banco quer que você pague.',
      'Coloquei todas as minhas dívidas numa folha só, e essa folha mudou tudo.',
      'Bola de neve ou avalanche? Os dois funcionam. Ficar parado é que não.',
    ],
    tips: [
      {
        screen: 'Lista todas as dívidas',
        say: 'Escreve todas as dívidas numa folha, com saldo, juros e parcela mínima. Não dá pra enfrentar o que você tem medo de olhar.',
      },
      {
        screen: 'Foge do rotativo',
        say: 'Fuja do rotativo do cartão. Se não dá pra pagar a fatura inteira, compara o parcelamento da fatura com um empréstimo mais barato.',
      },
      { screen: 'Para de criar dívida', say: 'Enquanto paga, tira o cartão da carteira e dos apps. Não dá pra esvaziar a banheira com a torneira aberta.' },
      {
        screen: 'Renegocia com o banco',
        say: 'Liga pro banco e pede juros menores ou um acordo. Feirões de renegociação costumam dar descontos grandes, vale ficar de olho.',
      },
      { screen: 'Cuidado com parcelinhas', say: 'Trata cada parcelinha como dívida de verdade. Várias compras parceladas juntas viram uma conta fixa pesada.' },
    ],
    steps: [
      { screen: '1. Lista as dívidas', say: 'Primeiro, lista cada dívida com saldo, taxa de juros e parcela mínima.' },
      {
        screen: '2. Escolhe o método',
        say: 'Depois, escolhe o método: a menor dívida primeiro pra ter vitórias rápidas, ou os juros mais altos primeiro pra pagar menos no total.',
      },
      { screen: '3. Mínimo mais extra', say: 'Em seguida, paga o mínimo de todas e joga todo dinheiro extra na dívida escolhida.' },
      { screen: '4. Rola a parcela', say: 'Por fim, quando quitar uma, soma a parcela dela na próxima, até a lista acabar.' },
    ],
    myths: [
      {
        screen: 'O mínimo resolve?',
        myth: 'Pagando o mínimo da fatura, está tudo bem.',
        fact: 'O mínimo quase só cobre os juros. O saldo mal se mexe, e a dívida cresce no rotativo.',
      },
      {
        screen: 'Toda dívida é igual?',
        myth: 'Toda dívida é igualmente ruim.',
        fact: 'Financiamento com juros baixos e rotativo do cartão são coisas muito diferentes. Ataca primeiro a dívida mais cara.',
      },
    ],
    mistakes: [
      { screen: 'Não saber o total', mistake: 'Você evita abrir a fatura e não sabe quanto deve.', fix: 'Anota todos os saldos essa semana, mesmo que doa.' },
      {
        screen: 'Sem nenhuma reserva',
        mistake: 'Você joga cada centavo nas dívidas e não guarda nada, e o próximo imprevisto volta pro cartão.',
        fix: 'Mantém uma reserva pequena enquanto quita as dívidas.',
      },
      {
        screen: 'Empréstimo pra pagar empréstimo',
        mistake: 'Você pega um empréstimo novo pra pagar o antigo sem mudar nada nos gastos.',
        fix: 'Troca de dívida só se os juros forem menores e com plano pra não criar dívida nova.',
      },
    ],
    facts: [
      {
        screen: 'Teto do rotativo',
        say: 'Desde 2024, os juros e encargos do rotativo do cartão não podem passar do valor original da dívida. Mesmo assim, continua sendo um dos créditos mais caros do país.',
      },
      {
        screen: 'Parcela dobrada',
        say: 'Uma dívida de cinco mil reais a três por cento ao mês, pagando duzentos por mês, leva quase quatro anos. Pagando quatrocentos, sai em pouco mais de um ano.',
      },
    ],
    questions: [
      {
        question: 'Bola de neve ou avalanche, qual é melhor?',
        answer:
          'A avalanche, juros mais altos primeiro, sai mais barata. A bola de neve, menor dívida primeiro, dá vitórias rápidas que ajudam a não desistir. O melhor é o que você mantém.',
      },
      {
        question: 'Guardo dinheiro ou pago as dívidas primeiro?',
        answer: 'Primeiro uma reserva pequena, pra um imprevisto não voltar pro cartão. Depois, todo extra nas dívidas mais caras.',
      },
    ],
    comparisons: [
      {
        a: 'Bola de neve',
        b: 'Avalanche',
        verdict: 'A avalanche ganha no dinheiro, a bola de neve ganha na motivação. Se você já desistiu antes, começa pela bola de neve.',
      },
    ],
    before: 'Hoje você paga todo mês e o saldo das dívidas quase não se mexe.',
    after: 'Em um ano, uma ou duas dívidas somem de vez, e o dinheiro que ia pra elas passa a trabalhar pra você.',
  },
  {
    id: 'freelancer-income',
    label: 'Renda e imposto de autônomo e MEI',
    keywords: [
      'autônomo',
      'autônoma',
      'freelancer',
      'freela',
      'microempreendedor',
      'pessoa jurídica',
      'renda variável',
      'renda instável',
      'imposto',
      'impostos',
      'carnê-leão',
      'nota fiscal',
      'pró-labore',
      'separar pessoa física',
      'faturamento',
      'cliente atrasou',
    ],
    hooks: [
      'Se você trabalha por conta própria, nem todo dinheiro que cai na sua conta é seu.',
      'O meu melhor mês foi também o mês do maior susto com imposto.',
      'A renda de autônomo sobe e desce. O aluguel não.',
    ],
    tips: [
      { screen: 'Separa o imposto', say: 'Toda vez que cair um pagamento, separa na hora uma parte pros impostos numa conta à parte, e não mexe nela.' },
      {
        screen: 'Paga um salário pra você',
        say: 'Paga pra você o mesmo valor todo mês, saindo da conta do trabalho. O mês bom enche o colchão, o mês fraco usa ele.',
      },
      { screen: 'Orçamento pelo pior mês', say: 'Monta seu orçamento pessoal com base no pior mês do último ano, não no melhor.' },
      {
        screen: 'Cobra no mesmo dia',
        say: 'Manda a cobrança no dia da entrega, com data de vencimento clara. Cada dia de atraso seu é um dia a mais pra receber.',
      },
      { screen: 'DAS em dia', say: 'Se você é MEI, coloca o DAS no débito automático ou num lembrete. Guia atrasada vira multa e dor de cabeça.' },
    ],
    steps: [
      { screen: '1. Três contas', say: 'Primeiro, abre três contas: uma pra receber dos clientes, uma pros impostos e uma pros seus gastos pessoais.' },
      { screen: '2. Divide cada pagamento', say: 'Depois, a cada pagamento que cair, separa na hora a parte dos impostos.' },
      { screen: '3. Salário fixo', say: 'Em seguida, transfere pra você um valor fixo por mês na sua conta pessoal.' },
      { screen: '4. Monta o colchão', say: 'Por fim, deixa o resto acumular até ter pelo menos três meses desse salário guardados.' },
    ],
    myths: [
      {
        screen: 'Mês bom, gasto grande?',
        myth: 'Um mês muito bom significa que dá pra gastar mais.',
        fact: 'O mês bom precisa cobrir os meses fracos e os impostos dele. Gasta mais só quando o colchão estiver cheio.',
      },
      {
        screen: 'Imposto fica pra depois?',
        myth: 'Imposto a gente vê no fim do ano.',
        fact: 'Até lá o dinheiro já foi gasto. Separando de cada pagamento, o imposto vira só uma transferência.',
      },
    ],
    mistakes: [
      {
        screen: 'Tudo numa conta só',
        mistake: 'Você mistura dinheiro do trabalho e dinheiro pessoal na mesma conta.',
        fix: 'Separa as duas, pra sempre saber quanto ganhou e quanto deve.',
      },
      {
        screen: 'Nada guardado pro imposto',
        mistake: 'Você gasta cada pagamento como se fosse todo seu.',
        fix: 'Separa de cada pagamento a parte do imposto conforme o seu regime, e confirma o valor com um contador.',
      },
      {
        screen: 'Cobrança atrasada',
        mistake: 'Você manda a cobrança quando lembra e fica sem graça de cobrar.',
        fix: 'Cobra no dia da entrega e manda um lembrete educado no dia seguinte ao vencimento.',
      },
    ],
    facts: [
      { screen: 'DAS todo dia 20', say: 'O MEI paga um valor fixo por mês, o DAS, que vence todo dia vinte, tenha faturado muito ou pouco.' },
      { screen: 'Três meses de colchão', say: 'Um colchão de três meses do seu próprio salário transforma um mês fraco num mês normal.' },
    ],
    questions: [
      {
        question: 'Quanto separar de imposto sendo autônomo?',
        answer:
          'Depende do regime: MEI paga o DAS fixo, autônomo pessoa física paga carnê-leão sobre o que recebe de pessoa física. Confirma uma vez com um contador e separa essa parte sempre.',
      },
      {
        question: 'Como fazer orçamento se minha renda muda todo mês?',
        answer: 'Paga um salário fixo pra você a partir da conta do trabalho, calculado pelo pior mês e não pela média.',
      },
    ],
    comparisons: [
      {
        a: 'Gastar o que entra',
        b: 'Pagar um salário fixo pra você',
        verdict: 'O salário fixo ganha. Sua vida pessoal fica estável, e a conta do trabalho segura os altos e baixos.',
      },
    ],
    before: 'Hoje você se sente rico no mês bom, entra em pânico no mês fraco e tem pavor de imposto.',
    after: 'Com contas separadas e um salário fixo, imposto vira só uma transferência, e um mês fraco não te assusta mais.',
  },
];
