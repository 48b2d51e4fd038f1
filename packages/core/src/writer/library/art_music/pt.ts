import type { NicheMaterial } from '../types.ts';

/** art_music, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'drawing-basics',
    label: 'Desenho e esboços',
    keywords: [
      'desenho',
      'desenhos',
      'desenhar',
      'desenhando',
      'rascunho',
      'esboço',
      'sketchbook',
      'lápis',
      'retrato',
      'sombreamento',
      'ilustração',
      'mangá',
      'desenho realista',
      'grafite',
      'arte',
    ],
    hooks: [
      'Você não precisa de dom pra desenhar. Precisa parar de desenhar o que acha que está vendo.',
      'Desenhei dez minutos por dia durante um mês, e meus rostos finalmente parecem rostos.',
      'Seus rostos ficam estranhos porque os olhos estão altos demais. Numa cabeça de verdade, eles ficam na metade.',
      'Desenha as formas primeiro, e os detalhes param de parecer errados.',
    ],
    tips: [
      { screen: 'Formas antes dos detalhes', say: 'Começa todo desenho com círculos, caixas e cilindros. Detalhe em cima de forma errada nunca fica certo.' },
      { screen: 'Desenha com o braço', say: 'Faz as linhas longas mexendo o braço inteiro, não só o pulso. As linhas ficam mais lisas e mais seguras.' },
      {
        screen: 'Aperta os olhos',
        say: 'Aperta os olhos olhando pro que você desenha. Os detalhes somem e você enxerga onde estão o mais escuro e o mais claro.',
      },
      { screen: 'Linha leve primeiro', say: 'Rascunha com a mão leve e só aperta no final. Linha leve é fácil de corrigir e some debaixo da sombra.' },
      {
        screen: 'Desenha do real',
        say: 'Desenha objetos de verdade da sua mesa, não só fotos. Uma caneca debaixo da luminária ensina luz e sombra melhor que qualquer tutorial.',
      },
    ],
    steps: [
      { screen: 'O oval', say: 'Primeiro, desenha um ovo pra cabeça, um pouco mais fino no queixo.' },
      { screen: 'As linhas-guia', say: 'Depois, uma linha vertical no meio e uma horizontal bem na metade entre o topo da cabeça e o queixo.' },
      { screen: 'Olhos na linha', say: 'Depois, coloca os olhos nessa linha do meio, com a largura de um olho entre eles.' },
      {
        screen: 'Nariz e boca',
        say: 'Por último, a base do nariz na metade entre os olhos e o queixo, e a boca a um terço do caminho entre o nariz e o queixo.',
      },
    ],
    myths: [
      {
        screen: 'Desenhar é dom?',
        myth: 'Desenhar é um dom que você tem ou não tem.',
        fact: 'Desenho é um conjunto de habilidades: ver formas, proporções e valores. Habilidade cresce com prática, igual aprender a digitar.',
      },
      {
        screen: 'Precisa de material caro?',
        myth: 'Pra evoluir você precisa de lápis e papel profissionais.',
        fact: 'Um lápis comum e papel sulfite dão conta dos seus primeiros cem rascunhos. Prática pesa muito mais que material.',
      },
    ],
    mistakes: [
      {
        screen: 'Olhos altos demais',
        mistake: 'Você desenha os olhos perto do topo da cabeça.',
        fix: 'Coloca os olhos na metade da cabeça; a testa é maior do que parece.',
      },
      {
        screen: 'Apagar tudo',
        mistake: 'Você apaga cada linha assim que ela parece errada.',
        fix: 'Deixa a linha errada leve, faz a certa do lado e apaga só no final.',
      },
      {
        screen: 'Esperar inspiração',
        mistake: 'Você só desenha quando bate inspiração.',
        fix: 'Desenha dez minutos por dia, sempre no mesmo horário, nem que seja a sua própria mão.',
      },
    ],
    facts: [
      { screen: 'Olhos na metade', say: 'Numa cabeça adulta, os olhos ficam mais ou menos na metade entre o topo do crânio e o queixo.' },
      { screen: 'Cinco olhos de largura', say: 'De frente, um rosto tem mais ou menos a largura de cinco olhos, com um olho de espaço entre os dois.' },
    ],
    questions: [
      {
        question: 'Quanto tempo leva pra desenhar bem?',
        answer: 'Com dez a vinte minutos por dia, a maioria das pessoas vê uma diferença clara nos desenhos em dois ou três meses.',
      },
      {
        question: 'Começo no digital ou no papel?',
        answer: 'Os dois funcionam. O papel é mais barato pra começar, e tudo que você aprende de forma e luz vai junto pro tablet.',
      },
    ],
    comparisons: [
      {
        a: 'Desenhar de foto',
        b: 'Desenhar do real',
        verdict: 'Os dois ajudam, mas pra aprender o real ganha. O objeto de verdade mostra volume e luz que a foto já achatou.',
      },
    ],
    before: 'Hoje você enche uma página, odeia o resultado e fecha o caderno por uma semana.',
    after: 'Depois de um mês de rascunhos curtos todo dia, seus rostos parecem rostos e você abre o caderno porque quer.',
  },
  {
    id: 'watercolor-painting',
    label: 'Pintura em aquarela',
    keywords: [
      'aquarela',
      'aquarelas',
      'aquarelista',
      'pintura',
      'pintar',
      'pintando',
      'tinta',
      'tintas',
      'pincel',
      'guache',
      'canson',
      'encardida',
      'papel de aquarela',
    ],
    hooks: [
      'Sua aquarela fica encardida por causa de um hábito, e não é a tinta.',
      'O upgrade mais barato na aquarela não é tinta melhor. É papel melhor.',
      'Molhado no molhado e molhado no seco: a mesma pincelada, dois resultados completamente diferentes.',
      'Dois potes de água salvam mais pinturas que uma caixa nova de tintas.',
    ],
    tips: [
      { screen: 'Primeiro o papel', say: 'Compra papel bom antes de tinta boa. Papel grosso, de uns 300 gramas, segura a água sem ondular.' },
      {
        screen: 'Dois potes de água',
        say: 'Usa dois potes de água: um pra lavar o pincel e outro limpo pra pintar. Água suja é o principal motivo de cor encardida.',
      },
      { screen: 'Do claro pro escuro', say: 'Pinta do claro pro escuro. Na aquarela, o branco é o papel, então preserva ele desde o começo.' },
      {
        screen: 'Espera secar',
        say: 'Espera a camada secar totalmente antes de pintar do lado ou por cima. Encosta as costas do dedo: se estiver frio, ainda está úmido.',
      },
      { screen: 'Menos cores', say: 'Começa com uma versão quente e uma fria de vermelho, amarelo e azul. Seis cores misturam quase tudo que você precisa.' },
    ],
    steps: [
      { screen: 'Prende o papel', say: 'Primeiro, prende o papel numa prancheta com fita crepe nos quatro lados pra ele secar reto.' },
      { screen: 'Esboço bem leve', say: 'Depois, um esboço bem leve a lápis, porque o grafite aparece através da aquarela.' },
      {
        screen: 'Primeira aguada clara',
        say: 'Depois, uma aguada clarinha nas formas grandes, deixando branco onde vai o brilho, e espera secar por completo.',
      },
      { screen: 'Escuros e detalhes', say: 'Por último, os tons médios e os detalhes mais escuros com um pincel menor, e para antes de mexer demais.' },
    ],
    myths: [
      {
        screen: 'Aquarela não tem volta?',
        myth: 'Aquarela não dá pra corrigir.',
        fact: 'Muitos pigmentos saem com pincel úmido e papel toalha. Dá pra suavizar borda e clarear área mesmo depois de seco.',
      },
      {
        screen: 'Mais camadas, mais rica?',
        myth: 'Quanto mais camadas, mais bonita fica a pintura.',
        fact: 'Depois de três ou quatro camadas, a aquarela começa a ficar pesada e encardida. Poucas camadas seguras continuam frescas.',
      },
    ],
    mistakes: [
      {
        screen: 'Papel sulfite',
        mistake: 'Você pinta em papel fino e ele fica todo ondulado.',
        fix: 'Usa papel de aquarela de uns 300 gramas e prende com fita.',
      },
      {
        screen: 'Mexer demais',
        mistake: 'Você passa o pincel de novo e de novo na mesma área molhada.',
        fix: 'Coloca a cor uma vez e deixa a água fazer a mistura.',
      },
      { screen: 'Um pote só', mistake: 'Você lava o pincel e pega água limpa do mesmo pote.', fix: 'Tem um pote pra lavar e outro só com água limpa.' },
    ],
    facts: [
      {
        screen: 'Uns 300 gramas',
        say: 'Papel de aquarela de uns 300 gramas por metro quadrado aguenta muita água sem ondular, e papel fino de rascunho enruga na hora.',
      },
      { screen: 'Seis cores', say: 'Uma versão quente e uma fria de cada uma das três cores primárias, seis tintas no total, misturam quase qualquer tom.' },
    ],
    questions: [
      {
        question: 'Tinta escolar ou tinta profissional?',
        answer: 'Pra começar, a linha estudante serve. Se for investir em algo, investe primeiro no papel e depois nas duas ou três cores que você mais usa.',
      },
      {
        question: 'Por que minha pintura fica mais clara quando seca?',
        answer: 'Aquarela sempre clareia ao secar. Mistura a cor um pouco mais forte do que você quer ver no final.',
      },
    ],
    comparisons: [
      {
        a: 'Molhado no molhado',
        b: 'Molhado no seco',
        verdict:
          'Molhado no molhado dá céus suaves e manchas bonitas; molhado no seco dá bordas e detalhes nítidos. A maioria das pinturas começa no molhado e termina no seco.',
      },
    ],
    before: 'Hoje suas pinturas ficam cinzentas e encardidas, e o papel enrola igual batata frita.',
    after: 'Depois de algumas semanas com água limpa e papel bom, suas cores ficam vivas e as aguadas secam lisinhas.',
  },
  {
    id: 'guitar-basics',
    label: 'Violão e guitarra',
    keywords: [
      'violão',
      'violao',
      'guitarra',
      'guitarrista',
      'violonista',
      'tocar violão',
      'acordes',
      'acorde',
      'cifra',
      'cifras',
      'pestana',
      'calos',
      'afinar o violão',
      'dedilhado',
      'capotraste',
      'ukulele',
    ],
    hooks: [
      'Com quatro acordes, Sol, Dó, Ré e Mi menor, você toca centenas de músicas.',
      'Se seu dedo dói depois do violão, é normal, e costuma passar em poucas semanas.',
      'Pestana não é impossível. Você só está apertando no lugar errado.',
      'Quinze minutos por dia ensinam mais pros seus dedos que duas horas no domingo.',
    ],
    tips: [
      {
        screen: 'Aperta perto do traste',
        say: 'Aperta a corda logo atrás do traste de metal, não no meio da casa. Precisa de bem menos força e a corda para de trastejar.',
      },
      { screen: 'Afina toda vez', say: 'Afina o violão toda vez que pegar nele. Um afinador grátis no celular leva trinta segundos.' },
      { screen: 'Pouco todo dia', say: 'Estuda quinze minutos todo dia em vez de duas horas no domingo. Os dedos e a memória aprendem com repetição curta.' },
      { screen: 'Troca devagar', say: 'Treina só a troca entre dois acordes, devagar, por um minuto. A música desmonta na troca, não no acorde.' },
      {
        screen: 'Batida solta',
        say: 'Faz a batida com o pulso solto, como quem sacode água da mão, e mantém a mão indo e voltando mesmo quando pula uma corda.',
      },
    ],
    steps: [
      { screen: 'Afina as seis cordas', say: 'Primeiro, afina as seis cordas com um aplicativo: mi, lá, ré, sol, si, mi, da mais grossa pra mais fina.' },
      { screen: 'Sol, Dó, Ré, Mi menor', say: 'Depois, aprende Sol, Dó, Ré e Mi menor, um acorde por dia, até cada um soar sem trastejar.' },
      { screen: 'Treina as trocas', say: 'Depois, troca entre dois acordes durante um minuto e conta quantas trocas limpas você fez.' },
      {
        screen: 'Toca uma música',
        say: 'Por último, escolhe uma música simples com esses quatro acordes no site de cifras e toca com uma batida lenta e firme.',
      },
    ],
    myths: [
      {
        screen: 'Tarde demais?',
        myth: 'Adulto já passou da idade de aprender violão.',
        fact: 'Adulto aprende violão o tempo todo. Talvez um pouco mais devagar que criança, mas você estuda de um jeito mais esperto e entende música mais rápido.',
      },
      {
        screen: 'Só começar no violão?',
        myth: 'Tem que começar no violão antes da guitarra.',
        fact: 'Começa no instrumento da música que você ama. A guitarra tem cordas mais leves, o que muitas vezes é mais fácil pros dedos.',
      },
    ],
    mistakes: [
      {
        screen: 'Apertar demais',
        mistake: 'Você aperta o braço do violão com toda a força.',
        fix: 'Aperta só o bastante pra nota soar limpa, logo atrás do traste, com o polegar relaxado atrás do braço.',
      },
      {
        screen: 'Sem metrônomo',
        mistake: 'Você toca rápido e para em toda troca difícil.',
        fix: 'Toca com metrônomo num andamento lento e segue em frente, mesmo que o acorde saia imperfeito.',
      },
      {
        screen: 'Só introduções',
        mistake: 'Você aprende dez introduções e nenhuma música inteira.',
        fix: 'Termina uma música do começo ao fim antes de começar a próxima.',
      },
    ],
    facts: [
      {
        screen: 'Calos em 2 a 4 semanas',
        say: 'Com prática diária, os calos na ponta dos dedos costumam se formar em duas a quatro semanas, e a dor vai embora junto.',
      },
      { screen: 'Quatro acordes', say: 'Sol, Dó, Ré e Mi menor bastam pra tocar centenas de músicas populares.' },
    ],
    questions: [
      {
        question: 'Em quanto tempo eu consigo tocar uma música?',
        answer: 'Com quinze minutos por dia, muita gente já toca devagar uma música simples de quatro acordes em um ou dois meses.',
      },
      {
        question: 'Aprendo por cifra ou por partitura?',
        answer: 'Pra maioria das músicas no violão, cifra e tablatura bastam. Ler ritmo e partitura pode ficar pra depois, se você quiser.',
      },
    ],
    comparisons: [
      {
        a: 'Violão',
        b: 'Guitarra',
        verdict: 'Escolhe o que toca a música que você ama. A guitarra é mais leve pros dedos; o violão não precisa de amplificador e vai pra qualquer roda.',
      },
    ],
    before: 'Hoje a ponta dos seus dedos dói, todo acorde trasteja e a troca leva um segundo inteiro.',
    after: 'Em um ou dois meses, seus dedos têm calo, os acordes soam limpos e você toca uma música inteira sem parar.',
  },
  {
    id: 'singing-voice',
    label: 'Canto e voz',
    keywords: [
      'cantar',
      'canto',
      'cantando',
      'voz',
      'vocal',
      'agudo',
      'agudos',
      'afinação',
      'desafinar',
      'desafinada',
      'cover',
      'cantora',
      'cantor',
      'karaokê',
      'coral',
      'falsete',
    ],
    hooks: [
      'Sua voz falha no agudo porque você empurra mais ar, e não menos.',
      'Meu aquecimento vocal de cinco minutos antes de todo cover.',
      'Desafinar quase sempre é problema de ouvido, não de voz.',
      'Nota aguda pede menos volume, não mais.',
    ],
    tips: [
      {
        screen: 'Aquece primeiro',
        say: 'Aquece a voz de cinco a dez minutos antes de cantar, com vibração de lábios e humming, igual aquecimento antes de correr.',
      },
      {
        screen: 'Respira baixo',
        say: 'Respira de um jeito que a barriga e as costelas de baixo se expandem, e não os ombros. Respiração baixa dá frases mais longas e firmes.',
      },
      {
        screen: 'Grava a sua voz',
        say: 'Grava a sua voz no celular e escuta depois. Na gravação você ouve a afinação muito mais honestamente do que cantando.',
      },
      { screen: 'Agudo sem força', say: 'Nas notas agudas, usa menos volume, não mais. Empurrar fecha a garganta e faz a voz falhar.' },
      { screen: 'Água o dia todo', say: 'Bebe água ao longo do dia, não só antes de cantar. As pregas vocais precisam de hidratação de dentro pra fora.' },
    ],
    steps: [
      { screen: 'Solta o corpo', say: 'Primeiro, gira os ombros, solta a mandíbula e faz três respirações lentas na barriga.' },
      { screen: 'Vibração de lábios', say: 'Depois, um minuto de vibração de lábios, deslizando de uma nota grave até uma aguda e voltando.' },
      { screen: 'Escalas em humming', say: 'Depois, faz humming em escalas simples de cinco notas, subindo de meio em meio tom e mantendo leve.' },
      {
        screen: 'Vogais e música',
        say: 'Por último, canta as mesmas escalas numa vogal aberta como "á", e depois a primeira estrofe da sua música bem suave.',
      },
    ],
    myths: [
      {
        screen: 'Voz é dom?',
        myth: 'Ou você nasce com voz, ou nunca vai cantar.',
        fact: 'Afinação, respiração e timbre se treinam. A maioria de quem acha que não sabe cantar só nunca estudou.',
      },
      {
        screen: 'Gritar pra chegar no agudo?',
        myth: 'Pra alcançar nota aguda, tem que cantar mais alto.',
        fact: 'Agudo precisa de equilíbrio, não de força. Com menos volume e garganta aberta fica bem mais fácil.',
      },
    ],
    mistakes: [
      {
        screen: 'Sem aquecimento',
        mistake: 'Você vai direto pra música mais difícil do dia.',
        fix: 'Faz primeiro cinco minutos de vibração de lábios e humming.',
      },
      { screen: 'Cantar com dor', mistake: 'Você continua cantando com a garganta doendo ou rouca.', fix: 'Para e descansa a voz; dor é sinal, não treino.' },
      {
        screen: 'Levantar o queixo',
        mistake: 'Você levanta o queixo pra alcançar o agudo.',
        fix: 'Mantém a cabeça reta e o pescoço longo, e deixa a nota vir sem esticar.',
      },
    ],
    facts: [
      {
        screen: 'Pregas pequenininhas',
        say: 'Suas pregas vocais têm só um centímetro e meio a dois centímetros e meio, e são elas que fazem cada nota que você canta.',
      },
      {
        screen: 'Centenas de vezes por segundo',
        say: 'Quando você fala, as pregas vocais vibram mais ou menos de cem a mais de duzentas vezes por segundo, e bem mais rápido no agudo.',
      },
    ],
    questions: [
      {
        question: 'Qualquer pessoa aprende a cantar afinado?',
        answer: 'Quase todo mundo. Pouquíssimas pessoas realmente não percebem diferença de altura; pro resto, é treino.',
      },
      { question: 'Faz mal cantar gripado?', answer: 'Humming leve costuma não fazer mal, mas se a voz está rouca ou dói, descansa até ela voltar.' },
    ],
    comparisons: [
      {
        a: 'Aula de canto',
        b: 'Vídeo no YouTube',
        verdict: 'Vídeo é ótimo pra aquecimento e ideias. O professor ouve o que você não consegue ouvir de dentro, e poucas aulas já economizam meses.',
      },
    ],
    before: 'Hoje sua voz falha no refrão e já cansa depois de duas músicas.',
    after: 'Depois de algumas semanas de aquecimento, você chega no refrão sem esforço e canta um show inteiro sem perder a voz.',
  },
  {
    id: 'phone-photography',
    label: 'Fotografia e composição',
    keywords: [
      'fotografia',
      'foto',
      'fotos',
      'fotografar',
      'fotógrafo',
      'ensaio fotográfico',
      'selfie',
      'selfies',
      'câmera',
      'composição',
      'enquadramento',
      'lightroom',
      'desfoque',
      'snapseed',
      'fotos com o celular',
    ],
    hooks: [
      'A câmera do seu celular é melhor do que você pensa. Quase ninguém mexe na grade nem no controle de brilho.',
      'Mesmo celular, mesmo lugar, duas fotos diferentes. A única mudança foi onde eu fiquei.',
      'Limpa a lente. Sério, essa é a primeira dica.',
      'Para de dar zoom com os dedos. Chega mais perto.',
    ],
    tips: [
      { screen: 'Limpa a lente', say: 'Limpa a lente com um pano macio antes de fotografar. Uma digital de dedo deixa qualquer foto embaçada.' },
      { screen: 'Liga a grade', say: 'Liga a grade nas configurações da câmera e coloca o assunto numa das linhas, não bem no centro.' },
      {
        screen: 'Toca e escurece',
        say: 'Toca no assunto pra focar e desliza o brilho um pouco pra baixo. Foto um pouco mais escura guarda os detalhes do céu.',
      },
      { screen: 'Chega perto, sem zoom', say: 'Chega mais perto em vez de dar zoom com os dedos. Zoom digital só recorta a foto e joga detalhe fora.' },
      {
        screen: 'Luz de lado',
        say: 'Pra retrato, coloca a pessoa de frente pra janela, um pouco virada. Luz suave de lado desenha o rosto melhor que o flash.',
      },
    ],
    steps: [
      { screen: 'Acha a luz', say: 'Primeiro, acha a luz: uma janela, uma sombra aberta ou a hora antes do pôr do sol.' },
      { screen: 'Liga a grade', say: 'Depois, liga a grade e coloca o assunto onde duas linhas se cruzam.' },
      { screen: 'Foco e brilho', say: 'Depois, toca pra focar, baixa um pouco o brilho e tira várias fotos de alturas diferentes.' },
      { screen: 'Edição leve', say: 'Por último, na edição, endireita o horizonte, ajusta brilho e temperatura e deixa natural.' },
    ],
    myths: [
      {
        screen: 'Precisa de câmera?',
        myth: 'Pra foto boa você precisa de câmera cara.',
        fact: 'Luz e composição fazem a foto. Celular com luz boa ganha de câmera cara com luz ruim.',
      },
      {
        screen: 'Modo retrato sempre?',
        myth: 'O modo retrato deixa qualquer foto melhor.',
        fact: 'O modo retrato costuma borrar cabelo e óculos de um jeito estranho. Ficar mais longe do fundo muitas vezes dá um desfoque mais natural.',
      },
    ],
    mistakes: [
      {
        screen: 'Foto ao meio-dia',
        mistake: 'Você fotografa pessoas no sol forte do meio-dia.',
        fix: 'Vai pra uma sombra aberta ou fotografa na primeira hora depois do nascer do sol ou na última antes do pôr do sol.',
      },
      { screen: 'Horizonte torto', mistake: 'Você posta foto com o horizonte torto.', fix: 'Fotografa com a grade ligada e endireita na edição.' },
      {
        screen: 'Filtro pesado',
        mistake: 'Você coloca filtro forte em toda foto.',
        fix: 'Ajusta brilho, contraste e temperatura na mão e mantém o tom de pele real.',
      },
    ],
    facts: [
      {
        screen: 'Hora dourada',
        say: 'A hora dourada é mais ou menos os primeiros 60 minutos depois do nascer do sol e os últimos 60 antes do pôr do sol. Nessa hora a luz fica suave e quente.',
      },
      {
        screen: 'Nove quadrados',
        say: 'A regra dos terços divide a foto em nove partes iguais, com duas linhas em cada sentido, e os cruzamentos são pontos fortes pro assunto.',
      },
    ],
    questions: [
      {
        question: 'Qual app você usa pra editar?',
        answer: 'O editor do próprio celular basta pra começar. Aprende brilho, contraste, temperatura e endireitar antes de qualquer preset.',
      },
      {
        question: 'Como desfocar o fundo sem modo retrato?',
        answer: 'Chega perto do assunto e deixa o fundo bem longe atrás dele. A distância faz o desfoque por você.',
      },
    ],
    comparisons: [
      { a: 'Flash', b: 'Luz da janela', verdict: 'A luz da janela ganha em quase toda foto dentro de casa. O flash achata o rosto e cria sombra dura atrás.' },
    ],
    before: 'Hoje suas fotos saem chapadas e acinzentadas, mesmo quando o lugar era lindo.',
    after: 'Depois de uma semana fotografando com a grade e a luz certa, suas fotos ficam iguais ao que você viu ao vivo.',
  },
  {
    id: 'beat-making',
    label: 'Beats e mixagem',
    keywords: [
      'beat',
      'beats',
      'beatmaker',
      'produtor musical',
      'produzir música',
      'daw',
      'ableton',
      'garageband',
      'mixagem',
      'mixar',
      'melodia',
      'instrumental',
      'trap',
      'samples',
      'masterização',
    ],
    hooks: [
      'Você não precisa de equipamento caro pra fazer beat. Esse aqui saiu de um notebook com fone.',
      'Seu beat parece vazio por causa da bateria, não da melodia.',
      'Para de começar cem beats. Termina um essa semana.',
      'Começa pela bateria, e até uma melodia simples parece pronta.',
    ],
    tips: [
      { screen: 'Começa pela bateria', say: 'Monta a bateria primeiro: bumbo, caixa e chimbal. Um groove firme faz até uma melodia simples parecer pronta.' },
      {
        screen: 'Usa referência',
        say: 'Joga uma música que você ama no projeto e compara o volume enquanto mixa. O ouvido se acostuma rápido, e a referência mantém ele honesto.',
      },
      { screen: 'Deixa espaço', say: 'Deixa o master bem abaixo de zero enquanto mixa. Muito produtor deixa uns seis decibéis de folga pra masterização.' },
      { screen: 'Mixa baixinho', say: 'Mixa num volume baixo e confortável. No volume alto tudo parece bom, e o ouvido cansa em uma hora.' },
      { screen: 'Termina antes', say: 'Cria uma regra: todo beat ganha introdução, parte principal e final antes de você abrir um projeto novo.' },
    ],
    steps: [
      { screen: 'Escolhe o BPM', say: 'Primeiro, escolhe o andamento do estilo, por exemplo uns 85 batimentos por minuto pra um hip-hop mais tranquilo.' },
      { screen: 'Monta a bateria', say: 'Depois, programa o bumbo e a caixa, e coloca o chimbal por cima pra dar movimento.' },
      { screen: 'Baixo e acordes', say: 'Depois, coloca um baixo que acompanha o bumbo e um loop simples de quatro acordes.' },
      { screen: 'Arranja e exporta', say: 'Por último, organiza em introdução, parte principal e final, ligando e desligando os instrumentos, e exporta.' },
    ],
    myths: [
      {
        screen: 'Precisa de plugin caro?',
        myth: 'Pra soar profissional você precisa de plugin caro.',
        fact: 'Os plugins que já vêm em qualquer programa de música moderno fazem uma faixa completa. O seu ouvido e o arranjo pesam mais.',
      },
      {
        screen: 'Teoria antes?',
        myth: 'Tem que aprender teoria musical antes de fazer beat.',
        fact: 'Dá pra começar com uma escala e alguns acordes. A teoria ajuda depois, quando você já sabe que som está buscando.',
      },
    ],
    mistakes: [
      {
        screen: 'Loop infinito',
        mistake: 'Você fica horas num loop de oito compassos e nunca monta a música.',
        fix: 'Depois de uma hora no loop, espalha ele numa estrutura completa.',
      },
      { screen: 'Tudo alto', mistake: 'Você aumenta todas as faixas até o master estourar.', fix: 'Abaixa em vez de aumentar e equilibra primeiro a bateria.' },
      {
        screen: 'Bumbo briga com baixo',
        mistake: 'Você deixa o bumbo e o baixo tocarem o mesmo grave ao mesmo tempo.',
        fix: 'Separa os dois afinando o bumbo no tom ou encurtando o baixo nas batidas do bumbo.',
      },
    ],
    facts: [
      { screen: 'BPM por estilo', say: 'O hip-hop costuma ficar entre 80 e 100 batimentos por minuto, e o house geralmente entre 120 e 128.' },
      { screen: 'Quatro tempos', say: 'Quase todo pop, hip-hop e música eletrônica está em quatro por quatro, com quatro tempos em cada compasso.' },
    ],
    questions: [
      {
        question: 'Com qual programa eu começo?',
        answer: 'Começa com um gratuito, como o GarageBand ou o BandLab. Quando bater no limite dele, você vai saber o que procurar num pago.',
      },
      {
        question: 'Preciso de monitor de referência ou fone serve?',
        answer: 'Um fone bom serve pra começar. Testa a mix na caixinha do celular e no carro, porque é lá que as pessoas vão ouvir.',
      },
    ],
    comparisons: [
      {
        a: 'Samples',
        b: 'Tocar as suas partes',
        verdict: 'Sample te dá um som rápido; tocar as suas partes deixa o beat com a sua cara. A maioria dos produtores mistura os dois.',
      },
    ],
    before: 'Hoje você tem cinquenta loops de oito compassos no notebook e nenhum beat terminado.',
    after: 'Depois de um mês terminando um beat por semana, você tem quatro faixas pra mostrar e um jeito de trabalhar em que confia.',
  },
];
