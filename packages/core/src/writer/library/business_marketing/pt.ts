import type { NicheMaterial } from '../types.ts';

/** business_marketing, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'instagram-growth',
    label: 'Instagram e reels com alcance',
    keywords: [
      'instagram',
      'bombar o perfil',
      'crescimento',
      'seguidores',
      'ganhar seguidores',
      'reels',
      'alcance',
      'visualizações',
      'algoritmo',
      'engajamento',
      'flopou',
      'flopando',
      'viralizar',
      'o que postar',
      'calendário de conteúdo',
      'tiktok',
    ],
    hooks: [
      'Seu reels não flopa por causa do algoritmo. Ele flopa nos dois primeiros segundos.',
      'Quando parei de correr atrás de seguidor, meu perfil finalmente começou a crescer.',
      'Posta todo dia e nada acontece? A solução não é postar mais, é uma primeira frase melhor.',
    ],
    tips: [
      {
        screen: 'Gancho em dois segundos',
        say: 'Fala o ponto principal nos dois primeiros segundos. Ninguém espera a introdução acabar pra saber por que deveria ficar.',
      },
      {
        screen: 'Texto no primeiro frame',
        say: 'Coloca uma frase curta escrita logo no primeiro frame. Muita gente rola o feed sem som, e é o texto que faz parar.',
      },
      { screen: 'Um reels, uma ideia', say: 'Cada reels precisa de uma ideia só. Se você enfia três, a pessoa não lembra de nenhuma.' },
      { screen: 'Fala com uma pessoa', say: 'Imagina um seguidor de verdade enquanto grava. Conteúdo pra todo mundo soa como conteúdo pra ninguém.' },
      {
        screen: 'Repete o que deu certo',
        say: 'Pega o seu melhor reels do mês passado e grava uma versão nova. Tema que funcionou uma vez costuma funcionar de novo.',
      },
      {
        screen: 'Salvamento vale mais',
        say: 'Faz conteúdo que dá vontade de salvar, tipo checklist e passo a passo. Salvamento mostra que foi útil, não só bonitinho.',
      },
    ],
    steps: [
      { screen: '1. Três temas', say: 'Primeiro, escolhe três temas sobre os quais você consegue falar por um ano sem enjoar.' },
      { screen: '2. Junta as perguntas', say: 'Depois, anota todas as perguntas que clientes e seguidores já te fizeram. Cada uma vira um reels.' },
      { screen: '3. Grava em lote', say: 'Em seguida, grava três ou quatro reels de uma vez, pra uma semana corrida não te deixar sem postar.' },
      { screen: '4. Analisa toda semana', say: 'Por fim, uma vez por semana, vê quais reels as pessoas assistiram até o final e faz mais parecidos.' },
    ],
    myths: [
      {
        screen: 'Hashtag faz viralizar?',
        myth: 'Com as hashtags certas, seu reels vai viralizar.',
        fact: 'Hashtag ajuda um pouco a organizar o conteúdo. O que espalha um reels é gente assistindo até o fim e compartilhando.',
      },
      {
        screen: 'Tem que postar todo dia?',
        myth: 'Se você não postar todo dia, o algoritmo te esquece.',
        fact: 'Três reels bons por semana valem mais que sete feitos na correria. Vale o ritmo que você aguenta por um ano, não por um mês.',
      },
    ],
    mistakes: [
      {
        screen: 'Introdução longa',
        mistake: 'Você começa com "Oi gente, hoje eu quero falar sobre".',
        fix: 'Começa pelo resultado ou pelo problema, e deixa o oi pra depois.',
      },
      {
        screen: 'Trend sem ligação',
        mistake: 'Você entra em todo áudio em alta, mesmo sem nada a ver com o seu tema.',
        fix: 'Usa a trend só quando dá pra ligar com o assunto do seu perfil.',
      },
      {
        screen: 'Julgar por um reels',
        mistake: 'Você apaga o reels porque teve pouca visualização na primeira hora.',
        fix: 'Avalia a ideia por dez reels, não por um, e olha a retenção.',
      },
    ],
    facts: [
      {
        screen: '150 reels por ano',
        say: 'Três reels por semana dão uns cento e cinquenta reels por ano. É prática suficiente pra descobrir o que seu público quer de verdade.',
      },
      { screen: 'Dez reels pra testar', say: 'Dá pelo menos dez reels pra uma ideia nova antes de decidir que não funciona. Um reels sozinho não prova nada.' },
    ],
    questions: [
      {
        question: 'Qual o melhor horário pra postar reels?',
        answer:
          'Vê nos insights quando seus seguidores estão online e posta uma hora antes do pico. Mas um reels bom importa muito mais que o minuto perfeito.',
      },
      {
        question: 'Devo apagar os reels que floparam?',
        answer: 'Não, deixa lá. Arquiva só o que fugiu do tema e estuda os primeiros segundos dos que não seguraram a atenção.',
      },
    ],
    comparisons: [
      {
        a: 'Postar todo dia',
        b: 'Três reels fortes por semana',
        verdict: 'Pra perfil pequeno, três reels fortes ganham. A qualidade não cai e você consegue manter o ritmo o ano inteiro.',
      },
    ],
    before: 'Hoje você posta o que vem na cabeça e atualiza as visualizações a cada dez minutos.',
    after: 'Em uns dois meses, você tem um plano pra semana, sabe quais temas funcionam, e os seguidores novos chegam pelos compartilhamentos.',
  },
  {
    id: 'first-clients',
    label: 'Como captar clientes',
    keywords: [
      'clientes',
      'atrair clientes',
      'cliente novo',
      'conseguir clientes',
      'captar clientes',
      'prospectar',
      'prospecção',
      'freelancer',
      'freela',
      'sem clientes',
      'portfólio',
      'indicação',
      'indicações',
      'boca a boca',
      'agenda lotada',
      'agenda vazia',
    ],
    hooks: [
      'Seu primeiro cliente não tá escondido no Instagram. Ele já tá na sua lista de contatos.',
      'Meus três primeiros clientes vieram sem site, sem logo e sem anúncio.',
      'Ninguém te contrata? Vê se as pessoas sabem pelo menos o que você vende.',
    ],
    tips: [
      {
        screen: 'Conta pra todo mundo',
        say: 'Manda uma mensagem no WhatsApp pra vinte conhecidos dizendo o que você oferece agora e pra quem. A maioria dos primeiros clientes vem de quem já confia em você.',
      },
      {
        screen: 'Uma oferta clara',
        say: 'Descreve sua oferta numa frase: quem você ajuda, com o quê e em quanto tempo. Oferta vaga ganha curtida, não contratação.',
      },
      {
        screen: 'Mostra o resultado',
        say: 'Posta toda semana um antes e depois, uma história de cliente ou um exemplo de trabalho. As pessoas compram o que conseguem ver.',
      },
      {
        screen: 'Pede indicação',
        say: 'No fim de cada trabalho, pergunta pro cliente quem mais poderia precisar da mesma ajuda. Cliente satisfeito raramente indica sem ser lembrado.',
      },
      {
        screen: 'Vai onde o cliente está',
        say: 'Responde dúvidas onde seus clientes já perguntam, como grupos do bairro, fóruns e comentários, e responde com generosidade.',
      },
    ],
    steps: [
      { screen: '1. Escreve a oferta', say: 'Primeiro, escreve uma frase sobre quem você ajuda e que resultado a pessoa leva.' },
      { screen: '2. Lista de 30 pessoas', say: 'Depois, lista trinta pessoas que precisam disso ou que conhecem alguém que precisa.' },
      {
        screen: '3. Mensagem pessoal',
        say: 'Em seguida, manda pra cada uma uma mensagem pessoal, sem copiar e colar, com uma pergunta sobre a situação dela.',
      },
      {
        screen: '4. Retoma uma vez',
        say: 'Por fim, retoma o contato uma vez depois de uma semana. Muita resposta chega na segunda mensagem, não na primeira.',
      },
    ],
    myths: [
      {
        screen: 'Precisa de muitos seguidores?',
        myth: 'Você precisa de milhares de seguidores antes de alguém te pagar.',
        fact: 'Você precisa de poucas pessoas certas. Muito freelancer enche a agenda com um perfil de algumas centenas de seguidores.',
      },
      {
        screen: 'Primeiro de graça?',
        myth: 'Os primeiros trabalhos têm que ser de graça.',
        fact: 'Um piloto pago com preço menor cria hábitos melhores. As pessoas valorizam o que pagam, e você também.',
      },
    ],
    mistakes: [
      {
        screen: 'Esperar ser achado',
        mistake: 'Você posta e espera o cliente te encontrar.',
        fix: 'Puxa conversa você mesmo todo dia, nem que sejam três mensagens.',
      },
      {
        screen: 'Vender pra todo mundo',
        mistake: 'Você diz que atende "qualquer pessoa que precisar".',
        fix: 'Escolhe um tipo de cliente e um problema, e fala deles em todo post.',
      },
      {
        screen: 'Logo antes do cliente',
        mistake: 'Você passa semanas na logo e no site antes de falar com um único cliente.',
        fix: 'Consegue três clientes pagantes primeiro e monta a marca em cima do que eles gostaram.',
      },
    ],
    facts: [
      {
        screen: '30 mensagens, 3 conversas',
        say: 'Se você manda trinta mensagens pessoais e uma em cada dez vira uma call, são três conversas de verdade nessa semana.',
      },
      { screen: 'Uma indicação por mês', say: 'Uma indicação por mês são doze clientes quentes no ano, e cada um já chega confiando em você.' },
    ],
    questions: [
      {
        question: 'Como conseguir cliente sem portfólio?',
        answer: 'Faz dois ou três trabalhos pequenos com preço reduzido em troca de depoimento e permissão pra mostrar o resultado.',
      },
      {
        question: 'Mandar mensagem pra quem não me conhece não é spam?',
        answer: 'Spam é texto pronto igual pra todo mundo. Uma mensagem curta e pessoal sobre a situação da pessoa, sem link, é só uma apresentação.',
      },
    ],
    comparisons: [
      {
        a: 'Tráfego pago',
        b: 'Prospecção pessoal',
        verdict: 'Pros dez primeiros clientes, a prospecção pessoal ganha. Não custa nada e cada conversa te ensina a explicar melhor o que você faz.',
      },
    ],
    before: 'Hoje você tem talento, um perfil bonito e a agenda vazia.',
    after: 'Em poucas semanas, você tem conversas reais toda semana e os primeiros clientes que podem te indicar.',
  },
  {
    id: 'pricing',
    label: 'Quanto cobrar pelo seu serviço',
    keywords: [
      'preço',
      'preços',
      'precificação',
      'precificar',
      'quanto cobrar',
      'cobrar',
      'achou caro',
      'desvalorizar o serviço',
      'reajustar valores',
      'reajuste',
      'cobrando pouco',
      'caro',
      'desconto',
      'pacotes',
      'orçamento',
      'tabela de preços',
    ],
    hooks: [
      'Se todo cliente aceita seu preço na hora, seu preço tá baixo demais.',
      'Aumentei meu preço, perdi um cliente e acabei ganhando mais trabalhando menos horas.',
      'Para de cobrar por hora se você quer parar de viver no aperto.',
    ],
    tips: [
      {
        screen: 'Conta as horas invisíveis',
        say: 'Soma as horas de WhatsApp, reunião e burocracia. Seu preço tem que pagar essas horas também, não só a entrega.',
      },
      {
        screen: 'Vende pacotes',
        say: 'Vende um pacote com resultado claro em vez de horas. É mais fácil pro cliente comparar resultado do que valor por hora.',
      },
      { screen: 'Três opções', say: 'Oferece três opções: básica, completa e premium. A maioria escolhe a do meio, e sempre tem quem escolha a mais cara.' },
      { screen: 'Fala e fica quieto', say: 'Fala o seu preço e fica quieto. Preencher o silêncio com desconto é o jeito mais rápido de perder dinheiro.' },
      {
        screen: 'Preço novo pra cliente novo',
        say: 'Aumenta primeiro pra clientes novos. Os antigos passam pro valor novo um ou dois meses depois, com aviso.',
      },
    ],
    steps: [
      { screen: '1. Meta do mês', say: 'Primeiro, anota quanto você precisa ganhar por mês, contando imposto, reserva e férias.' },
      { screen: '2. Horas reais', say: 'Depois, calcula quantas horas por mês você consegue cobrar de verdade, tirando burocracia e vendas.' },
      { screen: '3. Divide', say: 'Em seguida, divide o primeiro número pelo segundo. Esse é o seu mínimo, não o preço ideal.' },
      { screen: '4. Monta o pacote', say: 'Por fim, transforma isso num preço de pacote com resultado claro e coloca uma margem pra ajustes.' },
    ],
    myths: [
      {
        screen: 'Mais barato, mais cliente?',
        myth: 'Se você for o mais barato, os clientes vão te escolher.',
        fact: 'Preço baixo atrai quem escolhe por preço. Essa pessoa vai embora pro próximo mais barato, e o cliente bom desconfia.',
      },
      {
        screen: 'Aumentou, perdeu todos?',
        myth: 'Se você aumentar o preço, todo mundo vai embora.',
        fact: 'Normalmente alguns saem e a maioria fica. Você ganha mais com menos clientes e finalmente tem tempo de fazer bem feito.',
      },
    ],
    mistakes: [
      { screen: 'Desconto sem pedido', mistake: 'Você oferece desconto antes de o cliente pedir.', fix: 'Fala o preço uma vez e deixa o cliente responder.' },
      {
        screen: 'Copiar o concorrente',
        mistake: 'Você define o preço copiando o mais barato do seu nicho.',
        fix: 'Parte dos seus custos e da renda que você quer, e só depois compara.',
      },
      {
        screen: 'Ajustes infinitos',
        mistake: 'Você inclui ajustes ilimitados em todo trabalho.',
        fix: 'Coloca duas rodadas de ajuste na proposta e cobra cada rodada extra.',
      },
    ],
    facts: [
      {
        screen: 'Metade das horas cobráveis',
        say: 'Se só metade das suas horas de trabalho pode ser cobrada, sua hora tem que valer o dobro do que você quer ganhar por hora.',
      },
      { screen: 'Menos clientes, mais renda', say: 'Se você dobra o preço e perde um terço dos clientes, ainda ganha mais que antes e trabalha menos horas.' },
    ],
    questions: [
      {
        question: 'Como avisar os clientes antigos do reajuste?',
        answer: 'Avisa com um mês de antecedência, por escrito, com o valor novo e a data. Agradece, mas não pede desculpa.',
      },
      {
        question: 'O que responder quando dizem que tá caro?',
        answer: 'Pergunta com o que a pessoa tá comparando. Depois mostra a diferença no resultado ou oferece um pacote menor, não um desconto.',
      },
    ],
    comparisons: [
      {
        a: 'Cobrar por hora',
        b: 'Cobrar por pacote',
        verdict: 'Pra maioria dos serviços, o pacote ganha. O cliente sabe o total antes, e você ganha mais conforme fica mais rápido.',
      },
    ],
    before: 'Hoje sua agenda tá cheia, você tá exausto e mesmo assim o dinheiro não fecha no fim do mês.',
    after: 'Quando o preço cobre todas as suas horas, você atende menos clientes e fica com mais do que eles pagam.',
  },
  {
    id: 'personal-brand',
    label: 'Marca pessoal',
    keywords: [
      'marca pessoal',
      'branding pessoal',
      'marca',
      'branding',
      'autoridade',
      'especialista',
      'posicionamento',
      'confiança',
      'storytelling',
      'bio do instagram',
      'se destacar',
      'aparecer nos stories',
      'vergonha de aparecer',
      'câmera',
      'aparecer',
      'referência',
    ],
    hooks: [
      'Marca pessoal não é logo. É o que falam de você quando você sai da sala.',
      'Você não precisa ser famoso. Precisa ser lembrado por uma coisa.',
      'Eu tinha vergonha de aparecer na câmera, então comecei com um vídeo de trinta segundos por semana.',
    ],
    tips: [
      {
        screen: 'Seja lembrado por uma coisa',
        say: 'Escolhe uma coisa que as pessoas devem lembrar quando veem seu nome, e fala disso na maior parte do tempo.',
      },
      { screen: 'Dá sua opinião', say: 'Fala do que você discorda na sua área. Opinião faz você ser lembrado, post neutro some no feed.' },
      { screen: 'Mostra o processo', say: 'Mostra como você trabalha, não só o resultado pronto. O processo prova que quem fez foi você.' },
      { screen: 'Bio numa linha', say: 'Escreve sua bio numa linha: quem você ajuda e com o quê. Quem chega no perfil tem que entender em três segundos.' },
      {
        screen: 'Histórias reais',
        say: 'Conta toda semana uma história do seu trabalho com um erro de verdade. História perfeita não gera confiança, história honesta gera.',
      },
    ],
    steps: [
      { screen: '1. Escolhe o tema', say: 'Primeiro, anota o tema em que você quer ser referência e quem você quer alcançar com ele.' },
      { screen: '2. Ajusta o perfil', say: 'Depois, reescreve a bio e troca a foto pra que as duas mostrem esse tema de cara.' },
      { screen: '3. Três pilares', say: 'Em seguida, define três pilares de conteúdo: sua especialidade, suas opiniões e sua história.' },
      { screen: '4. Aparece toda semana', say: 'Por fim, aparece na câmera pelo menos uma vez por semana, nem que seja por trinta segundos.' },
    ],
    myths: [
      {
        screen: 'Só pra influenciador?',
        myth: 'Marca pessoal é coisa de influenciador e celebridade.',
        fact: 'Todo mundo que vende serviço já tem uma marca pessoal. A questão é se você constrói ou deixa ao acaso.',
      },
      {
        screen: 'Precisa de produção?',
        myth: 'Pra ter marca pessoal, precisa de visual perfeito e câmera profissional.',
        fact: 'Celular, luz da janela e uma mensagem clara bastam. As pessoas seguem gente, não produção.',
      },
    ],
    mistakes: [
      {
        screen: 'Falar de tudo',
        mistake: 'Você posta sobre dez assuntos diferentes pra agradar todo mundo.',
        fix: 'Mantém a maior parte dos posts no seu tema, e usa o resto pra mostrar quem você é.',
      },
      {
        screen: 'Se esconder em arte',
        mistake: 'Você só posta template e frase pronta, nunca seu rosto ou sua voz.',
        fix: 'Grava você falando pelo menos uma vez por semana, nem que seja só pro celular.',
      },
      {
        screen: 'Copiar os grandes',
        mistake: 'Você copia o estilo de um criador grande palavra por palavra.',
        fix: 'Pega o formato e mantém suas palavras e seus exemplos.',
      },
    ],
    facts: [
      {
        screen: 'Segundos pra decidir',
        say: 'Quem chega no seu perfil decide em poucos segundos se vai seguir, então sua bio tem mais ou menos uma frase pra explicar quem você é.',
      },
      { screen: 'Uma vez por semana', say: 'Aparecer uma vez por semana são cinquenta e duas chances por ano de as pessoas sentirem que te conhecem.' },
    ],
    questions: [
      {
        question: 'Preciso mostrar o rosto pra ter marca pessoal?',
        answer: 'Ajuda muito, porque a gente confia em rosto e voz. Se ainda não rolar, começa com sua voz por cima do seu trabalho.',
      },
      {
        question: 'Quanto da vida pessoal eu devo mostrar?',
        answer: 'Mostra o que ajuda a confiar em você no seu tema, como valores e erros. Guarda o que você não contaria pra um cliente.',
      },
    ],
    comparisons: [
      {
        a: 'Conteúdo de estúdio',
        b: 'Vídeo simples no celular',
        verdict: 'No começo, o vídeo no celular ganha. Dá pra fazer toda semana e passa mais proximidade.',
      },
    ],
    before: 'Hoje as pessoas te seguem, curtem seus posts e mesmo assim não sabem dizer o que você faz.',
    after: 'Em alguns meses, as pessoas te marcam quando alguém pede indicação no seu tema.',
  },
  {
    id: 'sales-conversations',
    label: 'Vender pelo direct e pelo WhatsApp',
    keywords: [
      'vendas',
      'vender',
      'vendendo',
      'direct',
      'whatsapp',
      'atendimento',
      'fechar venda',
      'fechar negócio',
      'objeções',
      'follow-up',
      'conversão',
      'converter',
      'vácuo',
      'cliente sumiu',
      'visualizou e não respondeu',
      'script de vendas',
    ],
    hooks: [
      'Se o seu direct começa com a tabela de preços, você tá perdendo venda.',
      'O cliente não te deixa no vácuo por causa do preço. É por causa da primeira mensagem.',
      'Comecei a vender mais quando parei de empurrar e comecei a perguntar.',
    ],
    tips: [
      {
        screen: 'Pergunta antes de ofertar',
        say: 'Faz duas ou três perguntas sobre a situação da pessoa antes de falar da sua oferta. A gente compra quando se sente entendido.',
      },
      {
        screen: 'Preço com pergunta',
        say: 'Quando perguntarem "Quanto custa?", fala o preço e já pergunta qual resultado a pessoa quer. A conversa não morre ali.',
      },
      { screen: 'Áudio curto', say: 'Manda um áudio curto em vez de um textão. Ouvir sua voz gera confiança mais rápido que um parágrafo.' },
      {
        screen: 'Sempre um próximo passo',
        say: 'Termina toda mensagem com um próximo passo claro, como um horário de call ou o link pra agendar. Final vago deixa a conversa esfriar.',
      },
      {
        screen: 'Retoma com carinho',
        say: 'Retoma depois de dois ou três dias com algo útil, não só "e aí, pensou?". Muita venda fecha no segundo ou terceiro contato.',
      },
    ],
    steps: [
      { screen: '1. Agradece e pergunta', say: 'Primeiro, agradece o contato e pergunta o que fez a pessoa te chamar justo hoje.' },
      { screen: '2. Acha o problema', say: 'Depois, pergunta o que ela já tentou e quanto tá custando continuar com o problema.' },
      { screen: '3. Oferece o que encaixa', say: 'Em seguida, apresenta a oferta que combina com o que ela contou, usando as palavras dela.' },
      { screen: '4. Combina o passo', say: 'Por fim, sugere um próximo passo com data e manda o link de pagamento ou de agendamento.' },
    ],
    myths: [
      {
        screen: 'Vender é empurrar?',
        myth: 'Vender é empurrar coisa que a pessoa não quer.',
        fact: 'Vender bem é ajudar a pessoa a decidir. Se sua oferta não serve pra ela, falar isso também faz parte do trabalho.',
      },
      {
        screen: 'Produto bom se vende sozinho?',
        myth: 'Se o produto é bom, ele se vende sozinho.',
        fact: 'Até a melhor oferta precisa de conversa. As pessoas têm dúvidas, e o silêncio não responde nenhuma.',
      },
    ],
    mistakes: [
      {
        screen: 'Só a tabela',
        mistake: 'Você responde todo contato só com a tabela de preços.',
        fix: 'Fala o preço e faz uma pergunta sobre o que a pessoa precisa.',
      },
      {
        screen: 'Nunca retomar',
        mistake: 'Você nunca mais escreve quando o cliente some.',
        fix: 'Manda um ou dois follow-ups simpáticos com algo útil dentro.',
      },
      {
        screen: 'Brigar com a objeção',
        mistake: 'Você começa a argumentar quando ouve "vou pensar".',
        fix: 'Pergunta o que exatamente a pessoa quer pensar e responde só isso.',
      },
    ],
    facts: [
      {
        screen: 'Responde em uma hora',
        say: 'Um contato respondido em até uma hora ainda tá quente. Se você responde dois dias depois, muitas vezes a pessoa já comprou de outro.',
      },
      { screen: 'Dois follow-ups', say: 'Dois follow-ups educados costumam bastar. Se depois do segundo continuar o silêncio, deixa ir sem pressão.' },
    ],
    questions: [
      {
        question: 'O que mandar quando a pessoa visualiza e não responde?',
        answer: 'Espera dois ou três dias, manda algo útil e faz uma pergunta simples, tipo se uma call rápida essa semana ajudaria.',
      },
      {
        question: 'Como responder o famoso "vou pensar"?',
        answer: 'Concorda e pergunta o que exatamente a pessoa tá pesando. Muitas vezes é uma dúvida só, e dá pra responder na hora.',
      },
    ],
    comparisons: [
      { a: 'Textão', b: 'Áudio curto', verdict: 'Numa conversa já aquecida, o áudio curto costuma ganhar. Soa humano e dá menos trabalho pra quem recebe.' },
    ],
    before: 'Hoje as pessoas perguntam "quanto custa?", você manda o preço e nunca mais ouve falar delas.',
    after: 'Logo seu direct vira conversa de verdade, e cada vez mais delas terminam em agendamento.',
  },
  {
    id: 'starting-a-business',
    label: 'Empreender um pequeno negócio',
    keywords: [
      'abrir um negócio',
      'montar um negócio',
      'negócio próprio',
      'pequeno negócio',
      'empreender',
      'empreendedorismo',
      'renda extra',
      'largar o emprego',
      'pedir demissão',
      'lançar',
      'lojinha',
      'ideia de negócio',
      'microempreendedor',
      'loja online',
      'artesanato',
      'validar',
    ],
    hooks: [
      'Não pede demissão pra abrir um negócio. Abre o negócio primeiro.',
      'Minha primeira venda veio antes da logo, do site e do cartão de visita.',
      'Você não precisa de uma ideia genial. Precisa de uma pessoa disposta a pagar.',
    ],
    tips: [
      {
        screen: 'Vende antes de produzir',
        say: 'Vende a primeira versão antes de fazer um estoque grande ou um site caro. Encomenda paga é a melhor prova de que a ideia funciona.',
      },
      { screen: 'Começa como renda extra', say: 'Começa enquanto ainda tem salário. Um projeto sem pressão deixa você testar ideias sem desespero.' },
      { screen: 'Separa as contas', say: 'Abre uma conta separada pro negócio desde o primeiro dia, pra saber se ele dá lucro de verdade.' },
      {
        screen: 'Conversa com dez clientes',
        say: 'Conversa com dez possíveis clientes antes de gastar dinheiro. Pergunta o que eles usam hoje e o que irrita neles.',
      },
      {
        screen: 'Anota todo custo',
        say: 'Anota cada custo, incluindo frete, embalagem e taxa da maquininha. Muito negócio pequeno vive ocupado e perde dinheiro em cada venda.',
      },
    ],
    steps: [
      { screen: '1. Escolhe um problema', say: 'Primeiro, anota um problema que as pessoas ao seu redor reclamam e pagariam pra resolver.' },
      { screen: '2. Oferta simples', say: 'Depois, cria a menor versão que dá pra vender esse mês, mesmo que seja feita à mão.' },
      { screen: '3. Dez compradores', say: 'Em seguida, busca os dez primeiros clientes pagantes e pergunta pra cada um por que comprou.' },
      { screen: '4. Aí sim investe', say: 'Por fim, só depois dessas dez vendas, investe em marca, ferramentas ou estoque.' },
    ],
    myths: [
      {
        screen: 'Precisa de ideia única?',
        myth: 'Pra empreender, você precisa de uma ideia totalmente nova.',
        fact: 'A maioria dos pequenos negócios que dão certo faz uma coisa conhecida melhor pra um público específico. Concorrência mostra que existe demanda.',
      },
      {
        screen: 'Precisa de muito dinheiro?',
        myth: 'Sem muito dinheiro não dá pra começar.',
        fact: 'Muito serviço e muita lojinha começou com um celular, um notebook e as primeiras encomendas.',
      },
    ],
    mistakes: [
      {
        screen: 'Produzir sem vender',
        mistake: 'Você passa meses criando o produto antes de alguém ver.',
        fix: 'Mostra uma versão simples pra pessoas reais nas primeiras semanas e pega encomendas.',
      },
      {
        screen: 'Misturar dinheiro',
        mistake: 'Você paga as contas do negócio com o cartão pessoal e nunca sabe o lucro real.',
        fix: 'Usa uma conta separada e confere todo mês entradas menos saídas.',
      },
      {
        screen: 'Largar o emprego cedo',
        mistake: 'Você pede demissão antes de o negócio te pagar um único mês.',
        fix: 'Mantém o emprego até o negócio cobrir suas contas básicas por alguns meses seguidos.',
      },
    ],
    facts: [
      { screen: 'Dez clientes primeiro', say: 'Dez clientes pagantes te dizem mais sobre a ideia do que cem amigos falando que ela é incrível.' },
      {
        screen: 'Reserva de seis meses',
        say: 'Antes de largar o emprego, guarda pelo menos de três a seis meses de custo de vida. Assim o medo não decide pelo seu negócio.',
      },
    ],
    questions: [
      {
        question: 'Como saber se minha ideia de negócio é boa?',
        answer: 'Tenta fazer algumas pessoas pagarem por ela, nem que seja um sinal. Interesse é educação, pagamento é prova.',
      },
      {
        question: 'Preciso abrir MEI logo no começo?',
        answer:
          'Depende da sua atividade e do quanto você fatura. Confere no Portal do Empreendedor se sua atividade entra no MEI antes de as vendas crescerem.',
      },
    ],
    comparisons: [
      {
        a: 'Largar tudo e se jogar',
        b: 'Começar como renda extra',
        verdict: 'Pra maioria, começar como renda extra ganha. Você testa a ideia com menos pressão e muda quando os números mostram que funciona.',
      },
    ],
    before: 'Hoje sua ideia de negócio mora no bloco de notas, junto com uma lista enorme de coisas pra fazer antes de começar.',
    after: 'Em um mês, você já fez as primeiras vendas e sabe, por clientes reais, o que construir depois.',
  },
];
