import type { NicheMaterial } from '../types.ts';

/** education, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'language-learning',
    label: 'Aprender um idioma',
    keywords: [
      'inglês',
      'aprender inglês',
      'destravar o inglês',
      'falar inglês',
      'espanhol',
      'idioma',
      'idiomas',
      'língua estrangeira',
      'fluência',
      'fluente',
      'vocabulário',
      'gramática',
      'pronúncia',
      'sotaque',
      'duolingo',
      'intercâmbio',
    ],
    hooks: [
      'Você estuda inglês desde a escola e ainda trava quando alguém fala com você. O problema não é você.',
      'O que destrava o inglês não é mais gramática. É um hábito diário de dez minutos.',
      'Você não precisa de intercâmbio para ficar fluente. Precisa abrir a boca todo dia.',
    ],
    tips: [
      {
        screen: 'Fale desde a primeira semana',
        say: 'Comece a falar na primeira semana, nem que seja para se apresentar. Falar é uma habilidade separada, e ela só cresce com uso.',
      },
      {
        screen: 'Aprenda frases, não palavras',
        say: 'Aprenda as palavras dentro de frases curtas. "Can I get the check?" gruda mais do que a palavra "check" sozinha.',
      },
      {
        screen: 'Palavras mais comuns primeiro',
        say: 'Comece pelas palavras mais frequentes do idioma. Umas duas mil delas cobrem a maior parte de uma conversa do dia a dia.',
      },
      {
        screen: 'Repita junto com nativos',
        say: 'Pegue um vídeo curto, pause depois de cada frase e repita na hora, copiando o ritmo. Faz milagre pela sua pronúncia.',
      },
      {
        screen: 'Flashcards com revisão espaçada',
        say: 'Use um app de flashcards que traz a palavra de volta logo antes de você esquecer. Dez minutos por dia valem mais que duas horas no domingo.',
      },
      {
        screen: 'Celular no outro idioma',
        say: 'Mude o idioma do celular para o que você está aprendendo. Você já sabe onde fica cada botão, então aprende as palavras de graça.',
      },
    ],
    steps: [
      { screen: '1. Dez minutos de palavras', say: 'Primeiro, dez minutos revisando flashcards num app de repetição espaçada.' },
      { screen: '2. Ouça algo de verdade', say: 'Depois, quinze minutos ouvindo algo que você curte: podcast, série ou vlog, com legenda no próprio idioma.' },
      { screen: '3. Repita cinco frases', say: 'Em seguida, escolha cinco frases do que você ouviu e repita em voz alta até soarem naturais.' },
      {
        screen: '4. Fale com alguém',
        say: 'Por fim, use essas frases de verdade: num áudio para o professor, para um parceiro de conversação ou para a câmera.',
      },
    ],
    myths: [
      {
        screen: 'Adulto não aprende?',
        myth: 'Depois de adulto fica tarde demais para aprender outro idioma.',
        fact: 'Criança pega o sotaque com mais facilidade, mas adulto muitas vezes aprende gramática e vocabulário mais rápido, porque estuda de propósito.',
      },
      {
        screen: 'Gramática primeiro?',
        myth: 'Você precisa dominar a gramática antes de começar a falar.',
        fact: 'A gramática entra mais rápido quando você usa. Fale com erro e vá corrigindo no caminho, como toda criança faz com a língua materna.',
      },
    ],
    mistakes: [
      {
        screen: 'Só aplicativo',
        mistake: 'Você só usa aplicativo e nunca conversa com uma pessoa de verdade.',
        fix: 'Coloque uma conversa por semana, com um professor ou num grupo de conversação.',
      },
      {
        screen: 'Lista de palavras solta',
        mistake: 'Você decora listas enormes de palavras com tradução.',
        fix: 'Aprenda cada palavra numa frase real que você falaria.',
      },
      {
        screen: 'Esperar estar pronto',
        mistake: 'Você espera se sentir pronto para falar com alguém.',
        fix: 'Comece com um roteiro curto preparado, tipo pedir um café, e vá aumentando.',
      },
    ],
    facts: [
      {
        screen: 'B2: 500 a 600 horas',
        say: 'Pela estimativa de Cambridge, chegar do zero ao nível B2 leva por volta de 500 a 600 horas de aula com professor.',
      },
      { screen: 'As 2 mil palavras mais usadas', say: 'Cerca de duas mil palavras mais frequentes cobrem a maior parte do que você ouve numa conversa comum.' },
    ],
    questions: [
      {
        question: 'Em quanto tempo eu consigo conversar de verdade?',
        answer: 'Com prática diária e uma conversa por semana, muita gente consegue diálogos simples em poucos meses. Fluência leva bem mais, e isso é normal.',
      },
      {
        question: 'Só o Duolingo basta para ficar fluente?',
        answer: 'Aplicativo é ótimo para vocabulário e constância, mas sozinho não basta. Você precisa de escuta real e conversa de verdade.',
      },
    ],
    comparisons: [
      {
        a: 'Aplicativo',
        b: 'Conversa com professor',
        verdict: 'O ideal é usar os dois, mas se o objetivo é falar, escolha a conversa. O app dá as palavras, o professor dá coragem para usar.',
      },
    ],
    before: 'Hoje você entende um monte de palavras, mas dá branco na hora que alguém fala com você em inglês.',
    after: 'Em alguns meses de prática diária, você pede, pergunta e conversa sem traduzir tudo na cabeça antes.',
  },
  {
    id: 'exam-prep',
    label: 'Estudar para provas',
    keywords: [
      'prova',
      'provas',
      'enem',
      'vestibular',
      'concurso',
      'concurso público',
      'estudar para prova',
      'estudar para o enem',
      'simulado',
      'simulados',
      'véspera da prova',
      'virar a noite',
      'passar na prova',
      'questões anteriores',
      'nota mil',
      'redação',
    ],
    hooks: [
      'Reler o resumo parece estudo. Mas é o jeito menos eficiente de se preparar para uma prova.',
      'Duas semanas antes da prova, larga o marca-texto e faz isso aqui.',
      'Vai virar a noite antes da prova? Assiste isso primeiro.',
    ],
    tips: [
      {
        screen: 'Se teste, não releia',
        say: 'Feche o material e escreva tudo que você lembra, depois confira o que faltou. É puxar da memória que fixa o conteúdo.',
      },
      {
        screen: 'Faça provas anteriores',
        say: 'Resolva provas anteriores com cronômetro, como no dia. Você aprende o formato, o tempo e seus pontos fracos de uma vez.',
      },
      { screen: 'Comece duas semanas antes', say: 'Comece pelo menos duas semanas antes e espalhe cada assunto em várias sessões curtas.' },
      { screen: 'Pontos fracos primeiro', say: 'Ordene os assuntos do mais fraco ao mais forte e gaste a maior parte do tempo no fim da lista.' },
      { screen: 'Dormir também é estudar', say: 'Durma na noite antes da prova. É dormindo que o cérebro organiza e guarda o que você estudou.' },
      {
        screen: 'Explique em voz alta',
        say: 'Explique o assunto em voz alta como se fosse para um amigo. Onde você travar é exatamente o que precisa revisar.',
      },
    ],
    steps: [
      {
        screen: '1. Liste os assuntos',
        say: 'Primeiro, liste todos os assuntos da prova e marque cada um de vermelho, amarelo ou verde conforme você domina.',
      },
      { screen: '2. Sessões curtas', say: 'Depois, coloque os vermelhos primeiro na agenda, em sessões de quarenta a cinquenta minutos com pausas.' },
      { screen: '3. Lembre e confira', say: 'Em seguida, em cada sessão, feche o material, escreva ou fale o que lembra e confira as lacunas.' },
      { screen: '4. Simulado completo', say: 'Por fim, uns dias antes, faça um simulado completo com cronômetro e revise cada erro.' },
    ],
    myths: [
      {
        screen: 'Virar a noite ajuda?',
        myth: 'Virar a noite estudando é o melhor jeito de dar conta de tudo antes da prova.',
        fact: 'Sem dormir você lembra pior do que estudou. Uma noite normal de sono ajuda mais do que horas extras decorando.',
      },
      {
        screen: 'Marca-texto funciona?',
        myth: 'Grifar o resumo ajuda a memorizar.',
        fact: 'Grifar dá sensação de produtividade, mas sozinho faz pouco pela memória. Transformar o grifado em perguntas e responder funciona muito mais.',
      },
    ],
    mistakes: [
      {
        screen: 'Reler o resumo',
        mistake: 'Você relê o resumo várias vezes até ele parecer familiar.',
        fix: 'Transforme cada página em perguntas e responda sem olhar.',
      },
      { screen: 'Começar na véspera', mistake: 'Você começa a estudar na véspera da prova.', fix: 'Comece duas semanas antes, com sessões curtas todo dia.' },
      {
        screen: 'Pular os simulados',
        mistake: 'Você nunca treina com o tempo real de prova.',
        fix: 'Faça pelo menos dois simulados com cronômetro antes da prova de verdade.',
      },
    ],
    facts: [
      {
        screen: 'Teste ganha da releitura',
        say: 'Num estudo conhecido de 2006, quem se testou lembrava mais uma semana depois do que quem passou o mesmo tempo relendo.',
      },
      {
        screen: 'ENEM: 180 questões',
        say: 'O ENEM tem 180 questões objetivas e uma redação em dois domingos, então treinar o ritmo com simulado faz diferença.',
      },
    ],
    questions: [
      {
        question: 'Quantas horas por dia eu preciso estudar para o ENEM?',
        answer:
          'Horas de foco importam mais que horas no total. Três ou quatro blocos de estudo ativo com pausas de verdade rendem mais que dez horas relendo.',
      },
      {
        question: 'E se der branco na hora da prova?',
        answer: 'Pule a questão, faça as que você sabe e volte depois. Respire devagar três vezes e anote qualquer palavra-chave que lembrar.',
      },
    ],
    comparisons: [
      {
        a: 'Reler o resumo',
        b: 'Resolver questões',
        verdict: 'Resolver questões ganha. É mais difícil e mais chato, e é justamente esse esforço que faz o conteúdo ficar.',
      },
    ],
    before: 'Hoje você passa horas relendo o mesmo resumo, se sente preparado e dá branco na primeira questão.',
    after: 'Com duas semanas de revisão ativa e simulados, você chega na prova conhecendo o formato e sabendo o que sabe.',
  },
  {
    id: 'study-techniques',
    label: 'Técnicas de estudo e memória',
    keywords: [
      'técnicas de estudo',
      'como estudar',
      'estudar melhor',
      'método de estudo',
      'memorizar rápido',
      'memória',
      'esquecer',
      'decorar',
      'revisão ativa',
      'repetição espaçada',
      'flashcards',
      'anki',
      'resumo',
      'mapa mental',
      'estudar sozinho',
      'foco nos estudos',
    ],
    hooks: [
      'Você esquece a maior parte de uma aula em poucos dias, a não ser que faça uma coisa. Vou te mostrar.',
      'Estudar mais horas não resolve. Estudar diferente resolve, e suas notas sobem.',
      'O celular não precisa tocar para acabar com seu foco. Basta estar em cima da mesa.',
    ],
    tips: [
      { screen: 'Revisão ativa', say: 'Depois de cada parte, feche o livro e fale ou escreva o que você lembra. É tirar da cabeça que faz o conteúdo fixar.' },
      {
        screen: 'Espace as revisões',
        say: 'Revise o conteúdo novo depois de um dia, depois de alguns dias e depois de uma semana. Cada revisão leva menos tempo que a anterior.',
      },
      { screen: 'Celular em outro cômodo', say: 'Enquanto estuda, deixe o celular em outro cômodo. Virado para baixo na mesa ele ainda puxa sua atenção.' },
      {
        screen: 'Explique de um jeito simples',
        say: 'Explique o assunto com palavras simples, como para uma criança de doze anos. Onde você precisar de termo difícil, ainda não entendeu.',
      },
      {
        screen: 'Misture os exercícios',
        say: 'Misture tipos diferentes de questão na mesma sessão em vez de fazer vinte iguais. É mais difícil, e você lembra mais.',
      },
      { screen: 'Blocos de foco', say: 'Estude em blocos de vinte e cinco a cinquenta minutos com uma pausa curta entre eles, e não numa sessão sem fim.' },
    ],
    steps: [
      {
        screen: '1. Veja a estrutura',
        say: 'Primeiro, passe o olho nos títulos e nos gráficos do capítulo, para saber do que ele trata antes de ler de verdade.',
      },
      { screen: '2. Leia uma parte', say: 'Depois, leia uma parte com atenção, sem grifar tudo.' },
      { screen: '3. Feche e lembre', say: 'Em seguida, feche o livro, escreva os pontos principais de memória e confira o que faltou.' },
      { screen: '4. Crie flashcards', say: 'Por fim, transforme o que faltou em flashcards e revise amanhã, daqui a três dias e daqui a uma semana.' },
    ],
    myths: [
      {
        screen: 'Visual ou auditivo?',
        myth: 'Você aprende melhor no seu estilo de aprendizagem: visual, auditivo ou cinestésico.',
        fact: 'As pesquisas não encontraram melhora quando o ensino segue o estilo preferido. O que funciona para quase todo mundo é lembrar, espaçar e praticar.',
      },
      {
        screen: 'Mais horas, mais aprendizado?',
        myth: 'Quanto mais tempo você passa estudando, mais aprende.',
        fact: 'Depois de um tempo a atenção cai e sobra só a sensação de estar ocupado. Sessões mais curtas com pausas e revisão ativa rendem mais.',
      },
    ],
    mistakes: [
      {
        screen: 'Grifar tudo',
        mistake: 'Você grifa meia página e chama isso de estudar.',
        fix: 'Leia primeiro e depois escreva a ideia principal com suas palavras na margem.',
      },
      {
        screen: 'Resumo bonito',
        mistake: 'Você passa horas passando o resumo a limpo com canetinha colorida.',
        fix: 'Use esse tempo respondendo perguntas sobre o resumo.',
      },
      {
        screen: 'Estudar com série ligada',
        mistake: 'Você estuda com uma série passando no fundo.',
        fix: 'Estude no silêncio ou com música sem letra, e deixe a série como prêmio.',
      },
    ],
    facts: [
      { screen: 'Metade em um dia', say: 'Nos experimentos clássicos de Ebbinghaus, mais da metade do conteúdo novo sumia em um dia sem revisão.' },
      {
        screen: 'Celular na mesa atrapalha',
        say: 'Num estudo, alunos com o celular no silencioso em cima da mesa foram pior em testes de atenção do que alunos com o celular em outra sala.',
      },
    ],
    questions: [
      {
        question: 'É melhor estudar de manhã ou à noite?',
        answer: 'Estude quando você está mais alerta e mantenha um horário fixo. O que importa mais é dormir bem depois de estudar.',
      },
      {
        question: 'Como lembrar do conteúdo depois da prova também?',
        answer:
          'Continue revisando em intervalos cada vez maiores e use o que aprendeu. O que você puxa da memória várias vezes, com semanas de intervalo, fica por anos.',
      },
    ],
    comparisons: [
      {
        a: 'Reler',
        b: 'Revisão ativa',
        verdict: 'A revisão ativa ganha para quase todo mundo. Reler é mais confortável, mas é tentar lembrar a resposta que faz ela ficar.',
      },
    ],
    before: 'Hoje você passa horas em cima do resumo, e uma semana depois quase tudo sumiu.',
    after: 'Com revisão ativa e espaçada, você estuda menos tempo e ainda lembra do conteúdo no fim do semestre.',
  },
  {
    id: 'reading',
    label: 'Ler mais livros',
    keywords: [
      'ler',
      'leitura',
      'livros que mudaram minha vida',
      'livro',
      'rotina de leitura',
      'hábito de leitura',
      'meta de leitura',
      'audiobook',
      'audiolivro',
      'kindle',
      'leitura dinâmica',
      'clube do livro',
      'booktok',
      'skoob',
      'terminar um livro',
      'indicação de livro',
    ],
    hooks: [
      'Você não precisa de mais tempo para ler mais. Precisa de vinte páginas por dia.',
      'Saí de zero para dois livros por mês sem abrir mão de nada que eu gosto.',
      'Leitura dinâmica não vai te fazer ler mais. Isso aqui vai.',
    ],
    tips: [
      {
        screen: 'Vinte páginas por dia',
        say: 'Coloque a meta em páginas, não em livros. Vinte páginas por dia levam uns trinta minutos para a maioria das pessoas.',
      },
      { screen: 'Livro sempre na bolsa', say: 'Ande com um livro ou o Kindle. Fila, ônibus e sala de espera somam horas na semana.' },
      { screen: 'Largue livro chato', say: 'Dê cinquenta páginas para o livro. Se não pegou, largue sem culpa e escolha outro.' },
      {
        screen: 'Leia antes de dormir',
        say: 'Troque os últimos quinze minutos de celular na cama pelo livro. É bem mais fácil largar o livro do que o celular.',
      },
      { screen: 'Audiolivro conta', say: 'Ouça audiolivros caminhando, cozinhando ou no trânsito. A história e as ideias chegam do mesmo jeito.' },
      { screen: 'Próximo livro já escolhido', say: 'Escolha o próximo livro antes de terminar o atual, para não empacar entre um e outro.' },
    ],
    steps: [
      { screen: '1. Um livro que você quer', say: 'Primeiro, escolha um livro que você quer ler de verdade, não um que acha que deveria.' },
      { screen: '2. Hora fixa', say: 'Depois, prenda a leitura a um momento fixo, como o café da manhã, o ônibus ou os quinze minutos antes de dormir.' },
      { screen: '3. Meta pequena', say: 'Em seguida, defina uma meta pequena, dez ou vinte páginas, e marque cada dia que cumprir.' },
      { screen: '4. Uma linha no final', say: 'Por fim, ao terminar cada livro, escreva uma linha sobre o que você vai levar dele.' },
    ],
    myths: [
      {
        screen: 'Leitura dinâmica funciona?',
        myth: 'Com leitura dinâmica dá para ler mil palavras por minuto entendendo tudo.',
        fact: 'As pesquisas mostram uma troca: leu muito mais rápido, entendeu menos. Ler com mais frequência vale mais que ler mais rápido.',
      },
      {
        screen: 'Audiolivro não conta?',
        myth: 'Ouvir audiolivro não é ler de verdade.',
        fact: 'Para histórias e ideias, os estudos mostram que as pessoas entendem mais ou menos o mesmo ouvindo e lendo. Conta, sim.',
      },
    ],
    mistakes: [
      {
        screen: 'Terminar todo livro',
        mistake: 'Você se obriga a terminar todo livro que começa.',
        fix: 'Dê cinquenta páginas para cada livro e largue o que não te prende.',
      },
      {
        screen: 'Só ler nas férias',
        mistake: 'Você só lê nas férias e estranha ler dois livros por ano.',
        fix: 'Leia um pouco todo dia, nem que sejam dez páginas.',
      },
      {
        screen: 'Celular do lado',
        mistake: 'Você lê com o celular do lado e confere a cada página.',
        fix: 'Na hora da leitura, deixe o celular em outro cômodo.',
      },
    ],
    facts: [
      { screen: '7.300 páginas por ano', say: 'Vinte páginas por dia somam mais de sete mil páginas por ano, umas duas dúzias de livros de tamanho médio.' },
      {
        screen: '200 a 300 palavras por minuto',
        say: 'A maioria dos adultos lê em silêncio entre 200 e 300 palavras por minuto, então um livro de trezentas páginas leva de cinco a oito horas.',
      },
    ],
    questions: [
      {
        question: 'Como faço para lembrar do que eu li?',
        answer: 'No fim de cada capítulo, diga a ideia principal numa frase. No fim do livro, anote três ideias ou conte para alguém.',
      },
      {
        question: 'Livro físico ou Kindle?',
        answer: 'O que você vai carregar de verdade. O Kindle é leve e dá para ler no escuro, o livro físico é mais fácil de folhear.',
      },
    ],
    comparisons: [
      {
        a: 'Ler mais rápido',
        b: 'Ler mais vezes',
        verdict: 'Ler mais vezes ganha. Meia hora todo dia termina mais livros do que qualquer truque de leitura dinâmica.',
      },
    ],
    before: 'Hoje você compra livro mais rápido do que lê, e o da mesa de cabeceira está com o marcador no capítulo dois há meses.',
    after: 'Com vinte páginas por dia, você termina um livro a cada duas semanas e lembra do que leu.',
  },
  {
    id: 'online-learning',
    label: 'Estudar online',
    keywords: [
      'curso online',
      'cursos online',
      'ead',
      'faculdade ead',
      'ensino a distância',
      'estudar online',
      'aula online',
      'aulas gravadas',
      'plataforma de cursos',
      'hotmart',
      'alura',
      'certificado',
      'autodidata',
      'webinar',
      'curso gratuito',
      'nova habilidade',
    ],
    hooks: [
      'Você comprou cinco cursos online e não terminou nenhum. Não é falta de força de vontade.',
      'O que finalmente me fez terminar um curso online, e o que eu faço diferente agora.',
      'Assistir aula não é aprender. Isso aqui transforma curso em habilidade.',
    ],
    tips: [
      { screen: 'Horário fixo na agenda', say: 'Coloque o curso na agenda como aula de faculdade, no mesmo horário toda semana. O "quando der" nunca chega.' },
      { screen: 'Um curso por vez', say: 'Só compre o próximo curso depois de terminar o atual.' },
      { screen: 'Pause e lembre', say: 'Pause depois de cada vídeo e anote de memória a ideia principal antes de seguir.' },
      {
        screen: 'Faça algo com o que aprendeu',
        say: 'Faça todos os exercícios e comece um projetinho seu já na primeira semana. Habilidade vem da prática, não de assistir.',
      },
      { screen: 'Estude com alguém', say: 'Faça o curso com um amigo ou entre na comunidade do curso, e compartilhe o que fez toda semana.' },
      { screen: 'Confira antes de comprar', say: 'Antes de pagar, assista às aulas gratuitas, leia a grade e confira a política de reembolso.' },
    ],
    steps: [
      {
        screen: '1. Um objetivo claro',
        say: 'Primeiro, escreva o que você quer saber fazer no final, tipo "montar um site simples", e não "aprender programação".',
      },
      {
        screen: '2. Escolha o curso',
        say: 'Depois, escolha um curso que leva a esse resultado, com exercícios práticos e uma aula de amostra que te agradou.',
      },
      { screen: '3. Coloque na agenda', say: 'Em seguida, reserve três sessões curtas por semana na agenda e proteja esse horário.' },
      { screen: '4. Pratique e mostre', say: 'Por fim, depois de cada módulo, faça uma coisinha com o conteúdo e mostre para alguém.' },
    ],
    myths: [
      {
        screen: 'Certificado é habilidade?',
        myth: 'Pegou o certificado, já sabe fazer.',
        fact: 'O certificado mostra que você terminou. O que o mercado paga é o que você consegue mostrar na prática, então monte projetos ao longo do curso.',
      },
      {
        screen: 'Online é mais fácil?',
        myth: 'Curso online é mais fácil que presencial.',
        fact: 'O conteúdo muitas vezes é o mesmo, mas ninguém está te cobrando. Estudar online exige mais organização, não menos.',
      },
    ],
    mistakes: [
      {
        screen: 'Maratonar aulas',
        mistake: 'Você maratona dez aulas seguidas como se fosse série.',
        fix: 'Assista uma aula e pratique antes de ir para a próxima.',
      },
      {
        screen: 'Comprar em toda promoção',
        mistake: 'Você compra curso em toda promoção e não começa nenhum.',
        fix: 'Faça uma lista de desejos e compre o próximo só quando terminar o atual.',
      },
      {
        screen: 'Estudar calado',
        mistake: 'Você nunca tira dúvida nem mostra o que fez.',
        fix: 'Toda semana, poste seu exercício na comunidade do curso ou mostre para um amigo.',
      },
    ],
    facts: [
      {
        screen: 'Menos de 1 em 10 termina',
        say: 'Estudos com grandes cursos online gratuitos mostraram que só uma pequena parte dos inscritos termina, muitas vezes menos de um em cada dez.',
      },
      {
        screen: 'Uns seis minutos',
        say: 'Uma grande análise de vídeos de cursos online viu que os alunos raramente assistiam muito além de uns seis minutos, por isso aula curta funciona melhor.',
      },
    ],
    questions: [
      {
        question: 'Curso pago é melhor que vídeo grátis no YouTube?',
        answer: 'Nem sempre. Você paga por estrutura, exercícios e correção. Se uma playlist gratuita te dá isso, pode ser tão boa quanto.',
      },
      {
        question: 'Quantas horas por semana eu preciso estudar?',
        answer: 'Três ou quatro horas de foco por semana, divididas em vários dias, bastam para avançar bem na maioria dos cursos.',
      },
    ],
    comparisons: [
      {
        a: 'Vídeos gratuitos',
        b: 'Curso pago',
        verdict:
          'Para dar o primeiro passo, vídeo grátis resolve. Para uma habilidade que você vai usar no trabalho, vale pagar por estrutura, exercícios e correção.',
      },
    ],
    before: 'Hoje você tem uma pasta de cursos que começou empolgado e largou no módulo dois.',
    after: 'Com um curso só, um horário fixo e um projetinho, você termina e tem algo real para mostrar.',
  },
  {
    id: 'kids-homework',
    label: 'Ajudar o filho com a lição',
    keywords: [
      'lição de casa',
      'dever de casa',
      'tarefa de casa',
      'tarefa escolar',
      'filho',
      'filha',
      'filhos',
      'criança',
      'crianças',
      'ensino fundamental',
      'alfabetização',
      'escola',
      'boletim',
      'notas',
      'ajudar meu filho',
      'tarefinha',
    ],
    hooks: [
      'Se a lição de casa termina em choro toda noite, o problema provavelmente não é seu filho.',
      'Parei de sentar do lado para cada exercício, e a lição ficou mais rápida.',
      'Fazer a lição pelo seu filho parece ajuda. Não é.',
    ],
    tips: [
      { screen: 'Mesma hora, mesmo lugar', say: 'Defina um horário fixo para a lição e um cantinho tranquilo, sem TV e sem celular por perto.' },
      { screen: 'Lanche e pausa antes', say: 'Depois da escola, dê um lanche e um tempo para se mexer antes da lição. Criança com fome e cansada não foca.' },
      { screen: 'O mais difícil primeiro', say: 'Comece pela matéria mais difícil enquanto ainda tem energia, e deixe a mais fácil para o final.' },
      { screen: 'Oriente, não faça', say: 'Faça perguntas em vez de dar respostas: o que o exercício pede, o que você já tentou, onde travou?' },
      { screen: 'Blocos curtos com pausa', say: 'Com os menores, trabalhe em blocos de quinze a vinte minutos com uma pausa rápida para se mexer.' },
      {
        screen: 'Elogie o esforço',
        say: 'Elogie o esforço e a estratégia, não a inteligência. "Você tentou de três jeitos" constrói mais do que "você é muito esperto".',
      },
    ],
    steps: [
      { screen: '1. A lista, juntos', say: 'Primeiro, olhe com seu filho a lição do dia e combine com ele a ordem.' },
      { screen: '2. A criança começa sozinha', say: 'Depois, deixe seu filho começar sozinho o primeiro exercício enquanto você fica por perto.' },
      { screen: '3. Ajude com perguntas', say: 'Em seguida, quando ele travar, faça uma pergunta que oriente e espere antes de dar qualquer dica.' },
      { screen: '4. Confira e comemore', say: 'Por fim, confira com ele, destaque uma coisa que ficou boa e encerre a lição do dia.' },
    ],
    myths: [
      {
        screen: 'Mais ajuda, notas melhores?',
        myth: 'Quanto mais você ajuda na lição, melhor seu filho vai na escola.',
        fact: 'A ajuda funciona quando apoia a autonomia. Quando o adulto assume a tarefa, a criança tende a ficar mais dependente e menos confiante.',
      },
      {
        screen: 'Horas de lição = sucesso?',
        myth: 'Muitas horas de lição no fundamental garantem resultados melhores.',
        fact: 'Para crianças pequenas, as pesquisas encontram pouco benefício em lição longa. Prática curta e regular e leitura juntos importam mais.',
      },
    ],
    mistakes: [
      {
        screen: 'Fazer pela criança',
        mistake: 'Você faz a parte difícil para a lição voltar certinha para a professora.',
        fix: 'Deixe os erros. A professora precisa ver o que seu filho realmente entendeu.',
      },
      {
        screen: 'Lição tarde da noite',
        mistake: 'Você deixa a lição para depois do jantar, quando todo mundo está cansado.',
        fix: 'Passe para o fim da tarde, depois do lanche e de uma pausa.',
      },
      {
        screen: 'Corrigir cada linha',
        mistake: 'Você corrige cada erro no segundo em que ele aparece.',
        fix: 'Deixe a criança terminar e depois peça para ela achar um erro sozinha.',
      },
    ],
    facts: [
      {
        screen: '10 minutos por ano escolar',
        say: 'Uma regra prática muito usada nos Estados Unidos é de dez minutos de lição por ano escolar: vinte minutos no segundo ano, uma hora no sexto.',
      },
      { screen: '9 a 12 horas de sono', say: 'Crianças de seis a doze anos precisam de nove a doze horas de sono, então lição até tarde tira mais do que dá.' },
    ],
    questions: [
      {
        question: 'Como fazer meu filho começar a lição sem briga?',
        answer: 'Mantenha o mesmo horário todo dia e um começo claro, tipo "lanche, depois dez minutos de matemática". A rotina acaba com a negociação diária.',
      },
      {
        question: 'Devo corrigir os erros antes de ir para a escola?',
        answer: 'Na maioria das vezes, não. Ajude seu filho a achar um ou dois erros sozinho e deixe a professora ver o resto.',
      },
    ],
    comparisons: [
      {
        a: 'Sentar do lado',
        b: 'Ficar por perto',
        verdict:
          'Ficar por perto ganha para a maioria das crianças em idade escolar. Elas aprendem a começar sozinhas e a pedir ajuda, e a lição continua sendo delas.',
      },
    ],
    before: 'Hoje a lição ocupa a noite inteira, termina em briga, e você acaba fazendo metade.',
    after: 'Com uma rotina fixa e perguntas no lugar de respostas, seu filho começa sozinho e as noites ficam mais calmas.',
  },
];
