import type { NicheMaterial } from '../types.ts';

/** tech, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'choosing-a-smartphone',
    label: 'Como escolher um celular',
    keywords: [
      'celular',
      'celulares',
      'smartphone',
      'celular novo',
      'qual celular comprar',
      'iphone',
      'android',
      'samsung',
      'motorola',
      'xiaomi',
      'celular barato',
      'custo-benefício',
      'câmera do celular',
      'iphone ou android',
      'seminovo',
      'top de linha',
    ],
    hooks: [
      'Para de pagar caro num top de linha que você só usa para WhatsApp e foto.',
      'Antes de comprar celular novo, testa a câmera no canto mais escuro da loja.',
      'Fiquei quatro anos com o mesmo celular porque olhei os anos de atualização antes de comprar.',
    ],
    tips: [
      {
        screen: 'Confere os anos de atualização',
        say: 'Pesquisa quantos anos de atualização o celular vai receber. Sem atualização de segurança, você troca de aparelho antes da hora.',
      },
      {
        screen: 'Top de linha do ano passado',
        say: 'Compara o top de linha do ano passado com o intermediário novo. Muitas vezes o preço é parecido e a câmera é bem melhor.',
      },
      {
        screen: 'Armazenamento primeiro',
        say: 'Compra mais armazenamento do que você acha que precisa. Memória cheia irrita todo dia, e na maioria dos celulares não dá para aumentar depois.',
      },
      { screen: 'Câmera no escuro', say: 'Testa a câmera num canto escuro da loja, não na vitrine iluminada. É ali que celular barato se entrega.' },
      {
        screen: 'Seminovo com garantia',
        say: 'Considera um seminovo de loja confiável, com garantia. Você leva um modelo mais novo pelo preço de um mais simples.',
      },
    ],
    steps: [
      {
        screen: 'Define o teto',
        say: 'Primeiro, define quanto você pode pagar no máximo, antes de ver qualquer review. Senão cada vídeo te empurra um modelo acima.',
      },
      { screen: 'Anota o seu uso', say: 'Depois, anota as três coisas que você mais faz no celular, tipo foto, jogo, banco ou GPS.' },
      { screen: 'Escolhe três finalistas', say: 'Depois, separa três modelos dentro do orçamento que mandam bem exatamente nessas três coisas.' },
      {
        screen: 'Segura na mão',
        say: 'Por último, segura cada um na loja. Tamanho e peso decidem se você vai gostar do celular mais do que qualquer ficha técnica.',
      },
    ],
    myths: [
      {
        screen: 'Mais megapixels?',
        myth: 'Quanto mais megapixels, melhor a foto.',
        fact: 'Tamanho do sensor e processamento pesam mais. Uma câmera de doze megapixels pode ganhar de uma de cem, principalmente à noite.',
      },
      {
        screen: 'Deixar chegar a zero?',
        myth: 'Tem que deixar a bateria zerar antes de carregar.',
        fact: 'Bateria de lítio prefere cargas curtas e frequentes. Descarregar até zerar desgasta mais rápido.',
      },
    ],
    mistakes: [
      {
        screen: 'Comprar no lançamento',
        mistake: 'Você compra o modelo novo na semana do lançamento.',
        fix: 'Espera alguns meses. O preço costuma cair e os primeiros bugs são corrigidos.',
      },
      {
        screen: 'Menor armazenamento',
        mistake: 'Você escolhe o menor armazenamento para economizar um pouco.',
        fix: 'Vê quanto espaço o seu celular atual usa e compra pelo menos o dobro.',
      },
      {
        screen: 'Confiar num review só',
        mistake: 'Você compra o celular depois de um único review empolgado.',
        fix: 'Assiste dois ou três reviews e procura os defeitos que todos citam.',
      },
    ],
    facts: [
      { screen: 'Até 7 anos de atualização', say: 'Algumas marcas já prometem até sete anos de atualizações, então confere esse número antes de pagar.' },
      {
        screen: 'Cerca de 500 ciclos',
        say: 'A bateria de muitos celulares é feita para manter a maior parte da capacidade por cerca de quinhentos ciclos completos de carga.',
      },
    ],
    questions: [
      {
        question: 'Vale a pena pagar caro num celular?',
        answer: 'Só se você usa todo dia o que ele tem de melhor, como a câmera. Para WhatsApp, mapa e rede social, um bom intermediário resolve.',
      },
      {
        question: 'Bateria grande ou carregamento rápido?',
        answer: 'Bateria grande se você passa o dia na rua sem tomada. Carregamento rápido se dá para plugar uns quinze minutos na mesa do trabalho.',
      },
    ],
    comparisons: [
      {
        a: 'iPhone',
        b: 'Android',
        verdict: 'iPhone se você já tem Mac ou relógio da Apple. Android se você quer mais opção de preço e tamanho. Os dois são bons celulares.',
      },
    ],
    before: 'Agora você já viu mil comparativos e continua sem saber qual celular comprar.',
    after: 'Depois disso, você entra na loja com um teto de preço, três finalistas e um motivo claro para a sua escolha.',
  },
  {
    id: 'laptops-computers',
    label: 'Notebooks e computadores',
    keywords: [
      'notebook',
      'notebooks',
      'computador',
      'pc',
      'macbook',
      'windows',
      'notebook lento',
      'computador lento',
      'pc travando',
      'memória ram',
      'ssd',
      'notebook para faculdade',
      'notebook gamer',
      'deixar o pc mais rápido',
      'upgrade',
    ],
    hooks: [
      'Seu notebook não está velho. Ele provavelmente só está lotado.',
      'Antes de comprar notebook, olha a memória RAM e o tipo de disco, não só o processador.',
      'Deixei meu notebook de cinco anos voando com uma noite de faxina.',
    ],
    tips: [
      { screen: 'Coloca um SSD', say: 'Se o seu computador ainda tem HD comum, troca por um SSD. É o maior ganho de velocidade pelo dinheiro.' },
      { screen: '16 GB de RAM', say: 'Para trabalho e faculdade hoje, mira em dezesseis gigas de RAM. Com oito, o navegador cheio de abas já pesa.' },
      { screen: 'Corta a inicialização', say: 'Abre a lista de programas que iniciam com o sistema e desliga tudo que você não precisa no primeiro segundo.' },
      { screen: 'Olha a tela antes', say: 'Confere o brilho e a resolução da tela antes do processador. Você olha para a tela o tempo todo.' },
      { screen: 'Reinicia toda semana', say: 'Reinicia o notebook pelo menos uma vez por semana. Um mês só em suspensão acumula pequenos travamentos.' },
    ],
    steps: [
      { screen: 'Desinstala o que sobra', say: 'Primeiro, desinstala os programas que você não abre há três meses.' },
      { screen: 'Limpa a inicialização', say: 'Depois, desliga os programas da inicialização, para abrir só o necessário quando você liga.' },
      { screen: 'Libera espaço', say: 'Depois, passa fotos e vídeos antigos para um HD externo ou para a nuvem e deixa pelo menos um quinto do disco livre.' },
      { screen: 'Atualiza e reinicia', say: 'Por último, instala todas as atualizações pendentes e reinicia. Muita lentidão é atualização esperando.' },
    ],
    myths: [
      {
        screen: 'Só o processador importa?',
        myth: 'O que deixa o notebook rápido é só o processador.',
        fact: 'No dia a dia, RAM suficiente e SSD pesam mais. Processador top com disco lento continua travando.',
      },
      {
        screen: 'Mac nunca fica lento?',
        myth: 'Mac nunca fica lento, não precisa de cuidado nenhum.',
        fact: 'Qualquer computador fica lento com o disco cheio e dezenas de programas em segundo plano. A mesma limpeza vale para os dois.',
      },
    ],
    mistakes: [
      {
        screen: 'Gamer para digitar',
        mistake: 'Você compra um notebook gamer pesado para digitar trabalho e ver e-mail.',
        fix: 'Compra um notebook leve com bateria boa e coloca a diferença em RAM e armazenamento.',
      },
      {
        screen: 'Disco lotado',
        mistake: 'Você deixa o disco quase completamente cheio.',
        fix: 'Mantém pelo menos um quinto do disco livre para o sistema trabalhar.',
      },
      {
        screen: 'Bateria de propaganda',
        mistake: 'Você acredita na autonomia que aparece no anúncio.',
        fix: 'Procura um teste independente de bateria num dia normal de trabalho.',
      },
    ],
    facts: [
      { screen: 'SSD: segundos, não minutos', say: 'Trocar o HD por um SSD pode reduzir a inicialização de alguns minutos para bem menos de trinta segundos.' },
      { screen: '8 ou 16 GB', say: 'Com oito gigas de RAM, trinta abas abertas e uma chamada de vídeo já podem deixar tudo lento.' },
    ],
    questions: [
      {
        question: 'Mac ou Windows para a faculdade?',
        answer: 'Primeiro vê o que o seu curso usa. Alguns programas de engenharia só rodam no Windows, e quem faz design ou vídeo costuma preferir Mac.',
      },
      {
        question: 'Vale mais fazer upgrade no velho ou comprar um novo?',
        answer: 'Se dá para colocar SSD e mais RAM, começa por aí. Sai muito mais barato e muitas vezes parece um notebook novo.',
      },
    ],
    comparisons: [
      {
        a: 'Notebook',
        b: 'PC de mesa',
        verdict:
          'Notebook se você vive entre casa, trabalho e faculdade. PC de mesa se você fica num lugar só, porque entrega mais desempenho pelo preço e é mais fácil de melhorar.',
      },
    ],
    before: 'Agora seu notebook demora um minuto para ligar e a ventoinha dispara toda vez que você abre o navegador.',
    after: 'Depois de uma noite de limpeza, ele liga rápido e você para de pensar em trocar de notebook.',
  },
  {
    id: 'ai-tools-for-work',
    label: 'Inteligência artificial no trabalho',
    keywords: [
      'inteligência artificial',
      'ia',
      'ferramentas de ia',
      'chatgpt',
      'gemini',
      'copilot',
      'prompt',
      'prompts',
      'comando para ia',
      'chatbot',
      'automatizar',
      'automação',
      'ia no trabalho',
      'produtividade com ia',
      'usar ia',
    ],
    hooks: [
      'Você usa a IA como se fosse o Google, e é por isso que as respostas parecem inúteis.',
      'Cola no prompt um exemplo do que você quer, e a resposta da IA fica muito mais útil.',
      'Uso IA todo dia no trabalho, mas só para rascunho, nunca para a versão final.',
    ],
    tips: [
      {
        screen: 'Dá um papel',
        say: 'Diz para a IA quem ela deve ser e para quem é a resposta. Um revisor escrevendo para gerente ocupado responde bem diferente.',
      },
      { screen: 'Mostra um exemplo', say: 'Cola um exemplo de como deve ficar. A IA copia um estilo muito melhor do que adivinha.' },
      {
        screen: 'Deixa ela perguntar',
        say: 'Termina o prompt com: antes de responder, me faz três perguntas. O resultado encaixa muito mais na sua situação.',
      },
      { screen: 'Confere os fatos', say: 'Confere todo nome, número e citação. A IA escreve coisa errada com a mesma confiança que escreve a certa.' },
      { screen: 'Nada sigiloso', say: 'Nunca cola senha, dado de cliente ou informação sigilosa numa ferramenta de IA pública.' },
    ],
    steps: [
      { screen: 'Descreve a tarefa', say: 'Primeiro, descreve a tarefa numa frase, dizendo quem vai ler o resultado.' },
      { screen: 'Dá o contexto', say: 'Depois, acrescenta o contexto: suas anotações, o e-mail que você vai responder ou os dados da planilha.' },
      { screen: 'Pede o formato', say: 'Depois, diz o formato que você quer, tipo cinco tópicos, um e-mail curto ou uma tabela.' },
      { screen: 'Edita, não aceita', say: 'Por último, pede duas versões, escolhe a melhor e reescreve do seu jeito.' },
    ],
    myths: [
      {
        screen: 'A IA sabe tudo?',
        myth: 'A IA sabe a resposta, então é só copiar e colar.',
        fact: 'A IA prevê o texto mais provável. Ela pode inventar fonte e número, então trata como rascunho rápido, não como resposta final.',
      },
      {
        screen: 'Prompt bom é curto?',
        myth: 'O melhor prompt é uma linha curtinha.',
        fact: 'Mais contexto costuma dar resposta melhor. Um parágrafo sobre a sua situação ganha de qualquer frase esperta.',
      },
    ],
    mistakes: [
      {
        screen: 'Prompt vago',
        mistake: 'Você digita faz um post e estranha que ficou igual ao de todo mundo.',
        fix: 'Coloca o seu público, o tema, o tom e um exemplo de texto seu.',
      },
      {
        screen: 'Primeira resposta',
        mistake: 'Você pega a primeira resposta e para por aí.',
        fix: 'Responde dizendo o que está ruim e pede de novo. A segunda ou terceira versão costuma ser a boa.',
      },
      {
        screen: 'IA para tudo',
        mistake: 'Você pede para a IA coisas que faria mais rápido sozinho.',
        fix: 'Usa para rascunho, resumo e texto repetitivo, e deixa decisão e revisão final com você.',
      },
    ],
    facts: [
      {
        screen: 'Uma hora por semana',
        say: 'Se a IA rascunha cinco e-mails de rotina por dia e economiza três minutos em cada, é mais de uma hora por semana.',
      },
      { screen: 'Pede 3 versões', say: 'Pedir três versões de uma vez leva os mesmos poucos segundos que pedir uma, e você ganha escolha de verdade.' },
    ],
    questions: [
      {
        question: 'Qual é a melhor IA?',
        answer: 'Para texto e resumo, os grandes assistentes estão bem parecidos. Escolhe um, aprende a dar contexto e só troca se ele falhar com você.',
      },
      {
        question: 'Meu chefe vai perceber que usei IA?',
        answer: 'Vai, se você colar sem mexer. Reescreve com as suas palavras e confere os fatos, aí vira trabalho seu feito mais rápido.',
      },
    ],
    comparisons: [
      {
        a: 'IA grátis',
        b: 'Plano pago',
        verdict: 'Começa no grátis. Só paga quando bater no limite toda semana, porque aí o tempo economizado vale mais que a assinatura.',
      },
    ],
    before: 'Agora você testou a IA uma vez, recebeu uma resposta sem graça e voltou a fazer tudo na mão.',
    after: 'Depois de uma semana com prompts melhores, a IA rascunha a rotina e você fica com a parte que precisa de você.',
  },
  {
    id: 'phone-productivity-settings',
    label: 'Configurações do celular',
    keywords: [
      'configurações do celular',
      'funções escondidas',
      'truques do iphone',
      'truques do android',
      'bateria',
      'bateria acabando rápido',
      'tempo de tela',
      'notificações',
      'modo foco',
      'memória cheia',
      'armazenamento cheio',
      'dicas de celular',
      'vício em celular',
      'rolar o feed',
      'widgets',
    ],
    hooks: [
      'Cinco minutos nas configurações de bateria podem fazer o celular aguentar o dia inteiro.',
      'Seu celular foi feito para te distrair. Olha como desligar isso.',
      'Cortei meu tempo de tela pela metade sem apagar nenhum app.',
    ],
    tips: [
      {
        screen: 'Notificação só de gente',
        say: 'Desliga as notificações de todos os apps, menos mensagens de pessoas de verdade. O resto espera você abrir o app.',
      },
      { screen: 'Tela em preto e branco', say: 'Coloca a tela em tons de cinza à noite. Rede social sem cor fica chata rapidinho.' },
      {
        screen: 'Esconde as redes',
        say: 'Tira as redes sociais da tela inicial e coloca numa pasta na última página. Um deslizar a mais já quebra o automático.',
      },
      {
        screen: 'Quem come bateria',
        say: 'Abre a parte de bateria nas configurações e vê qual app gasta mais. Limita o uso em segundo plano ou a localização dele.',
      },
      {
        screen: 'Acha os arquivos pesados',
        say: 'Com a memória cheia, ordena os arquivos por tamanho. Uns vídeos antigos do WhatsApp costumam ocupar mais que milhares de fotos.',
      },
    ],
    steps: [
      { screen: 'Revisa as notificações', say: 'Primeiro, entra nas notificações e desliga todo app que não é uma pessoa falando com você.' },
      { screen: 'Cria um modo foco', say: 'Depois, cria um modo foco para o trabalho que só deixa passar os contatos mais próximos.' },
      { screen: 'Limpa a tela inicial', say: 'Depois, deixa na tela inicial só ferramentas, como mapa, câmera e agenda, e esconde os feeds.' },
      { screen: 'Coloca limite', say: 'Por último, coloca um limite diário na rede social que você mais usa, um pouco abaixo do que você usa hoje.' },
    ],
    myths: [
      {
        screen: 'Fechar apps economiza?',
        myth: 'Fechar todos os apps abertos economiza bateria.',
        fact: 'iPhone e Android já pausam os apps em segundo plano sozinhos. Abrir tudo do zero de novo muitas vezes gasta mais.',
      },
      {
        screen: 'Carregar à noite estraga?',
        myth: 'Deixar o celular carregando a noite toda acaba com a bateria.',
        fact: 'Celular moderno diminui a carga perto do fim, e muitos têm carregamento otimizado. Ativa essa opção e carrega quando for melhor para você.',
      },
    ],
    mistakes: [
      {
        screen: 'Brilho no máximo',
        mistake: 'Você deixa o brilho no máximo o dia inteiro.',
        fix: 'Ativa o brilho automático. A tela é uma das coisas que mais gastam bateria.',
      },
      {
        screen: 'Tudo notificando',
        mistake: 'Você deixa todo app te mandar notificação.',
        fix: 'Mantém só notificação de pessoas e do que tem prazo, tipo entrega e banco.',
      },
      {
        screen: 'Celular na cama',
        mistake: 'O celular é a última coisa que você vê à noite e a primeira de manhã.',
        fix: 'Carrega fora do quarto e usa um despertador simples.',
      },
    ],
    facts: [
      {
        screen: 'Umas 50 olhadas por dia',
        say: 'Uma pesquisa grande mostrou que as pessoas olham o celular umas cinquenta vezes por dia em média, muitas vezes sem motivo.',
      },
      {
        screen: 'Vinte minutos para voltar',
        say: 'Um estudo conhecido sobre trabalho em escritório mostrou que voltar de verdade a uma tarefa depois de uma interrupção pode levar mais de vinte minutos.',
      },
    ],
    questions: [
      {
        question: 'Por que minha bateria começou a acabar tão rápido?',
        answer:
          'Olha o uso de bateria nas configurações. Geralmente tem um app travado em segundo plano, ou o celular ainda está organizando as fotos depois de uma atualização.',
      },
      {
        question: 'Limite de tempo de tela funciona mesmo?',
        answer: 'Funciona quando o limite fica um pouco abaixo do seu uso normal, não num corte radical. Vai baixando um pouco por semana.',
      },
    ],
    comparisons: [
      {
        a: 'Apagar as redes',
        b: 'Colocar limite',
        verdict: 'Limite funciona para a maioria, porque você mantém o que é útil. Apagar vale se você estoura o limite todo dia.',
      },
    ],
    before: 'Agora a bateria está quase no fim na hora do almoço e o celular vai parar na sua mão sem você perceber.',
    after: 'Depois de uma noite nas configurações, o celular aguenta o dia e só vibra quando uma pessoa de verdade precisa de você.',
  },
  {
    id: 'learning-to-code',
    label: 'Aprender a programar',
    keywords: [
      'programação',
      'programar',
      'aprender a programar',
      'programador',
      'programadora',
      'desenvolvedor',
      'python',
      'javascript',
      'desenvolvimento web',
      'transição de carreira',
      'migrar para ti',
      'área de ti',
      'vaga de júnior',
      'bootcamp',
      'autodidata',
      'primeiro emprego em ti',
    ],
    hooks: [
      'Você não precisa ser bom em matemática para programar. Precisa de um projeto pequeno.',
      'Perdi seis meses em tutorial até entender que precisava construir sozinho.',
      'Se eu fosse aprender a programar do zero hoje, começaria por um projeto bem pequeno.',
    ],
    tips: [
      { screen: 'Uma linguagem só', say: 'Escolhe uma linguagem e fica nela por três meses. Python e JavaScript são ótimas para começar.' },
      { screen: 'Faz, não só assiste', say: 'Depois de cada aula, faz alguma coisa pequena sem o vídeo. É aí que você aprende de verdade.' },
      { screen: 'Um pouco todo dia', say: 'Programa trinta minutos todo dia em vez de cinco horas no domingo. Assim nada esfria.' },
      { screen: 'Lê o erro', say: 'Lê a mensagem de erro inteira antes de pesquisar. Ela geralmente diz o arquivo e a linha onde quebrou.' },
      { screen: 'Sobe no GitHub', say: 'Coloca seus projetos no GitHub desde a primeira semana. Recrutador olha o que você construiu, não o certificado.' },
    ],
    steps: [
      { screen: 'Aprende o básico', say: 'Primeiro, aprende variáveis, condições, laços e funções numa linguagem, com um curso gratuito.' },
      { screen: 'Projeto pequeno', say: 'Depois, faz um projetinho que você usaria, tipo lista de tarefas ou controle de gastos.' },
      {
        screen: 'Aumenta aos poucos',
        say: 'Depois, acrescenta uma função por vez, como salvar os dados ou uma página simples, e pesquisa tudo que não souber.',
      },
      { screen: 'Mostra para alguém', say: 'Por último, publica, escreve o que o projeto faz e pede para um dev dar uma opinião sincera.' },
    ],
    myths: [
      {
        screen: 'Velho demais?',
        myth: 'Depois dos trinta é tarde para aprender a programar.',
        fact: 'Muita gente migra para a programação aos trinta e aos quarenta. Contratam pelo que você sabe construir.',
      },
      {
        screen: 'Precisa de faculdade?',
        myth: 'Sem faculdade de computação você não arruma vaga de dev.',
        fact: 'Muitos devs são autodidatas. A faculdade ajuda em algumas vagas, mas um portfólio com projetos reais abre muita porta.',
      },
    ],
    mistakes: [
      {
        screen: 'Preso em tutorial',
        mistake: 'Você termina curso atrás de curso, mas nunca constrói nada sozinho.',
        fix: 'Para cada hora de aula, passa uma hora construindo sem tutorial.',
      },
      {
        screen: 'Pulando de linguagem',
        mistake: 'Você troca de linguagem toda vez que alguém diz que outra é melhor.',
        fix: 'Fica na primeira linguagem até terminar três projetos nela.',
      },
      {
        screen: 'Código escondido',
        mistake: 'Você não mostra seu código para ninguém porque tem vergonha.',
        fix: 'Mostra cedo numa comunidade de iniciantes. Feedback te poupa semanas de vício errado.',
      },
    ],
    facts: [
      { screen: 'Meses, não semanas', say: 'A maioria de quem consegue a primeira vaga de dev estudou antes algo entre seis meses e dois anos.' },
      { screen: '30 minutos por dia', say: 'Trinta minutos de código por dia viram mais de cento e oitenta horas em um ano.' },
    ],
    questions: [
      {
        question: 'Começo por Python ou JavaScript?',
        answer: 'JavaScript se você quer fazer sites. Python se você curte dados, automação ou IA. Qualquer uma te ensina a pensar como programador.',
      },
      {
        question: 'A IA vai acabar com as vagas de júnior?',
        answer: 'A IA muda o trabalho, mas alguém ainda precisa entender o código e consertar. Aprende bem o básico e aprende a usar a IA como ferramenta.',
      },
    ],
    comparisons: [
      {
        a: 'Bootcamp pago',
        b: 'Estudar sozinho',
        verdict: 'Sozinho se você tem disciplina. Bootcamp se você precisa de prazo e mentor, mas confere antes quantos alunos foram contratados de verdade.',
      },
    ],
    before: 'Agora você tem cinco cursos pela metade e ainda trava na frente do editor vazio.',
    after: 'Depois de três meses de projetos pequenos, você tem código de verdade no GitHub e sabe achar as respostas sozinho.',
  },
  {
    id: 'online-privacy-security',
    label: 'Segurança na internet',
    keywords: [
      'senha',
      'senhas',
      'gerenciador de senhas',
      'verificação em duas etapas',
      'autenticação em dois fatores',
      'hackearam',
      'perfil hackeado',
      'golpe',
      'golpes',
      'golpe do pix',
      'clonaram meu whatsapp',
      'phishing',
      'privacidade',
      'vazamento de dados',
      'vpn',
      'segurança na internet',
    ],
    hooks: [
      'Se você usa a mesma senha em dois lugares, um vazamento abre os dois.',
      'Golpista não precisa hackear seu celular. Ele só pede o código.',
      'A verificação em duas etapas teria salvado quase todo WhatsApp clonado que eu já vi.',
    ],
    tips: [
      { screen: 'Gerenciador de senhas', say: 'Usa um gerenciador de senhas. Cada conta ganha uma senha longa diferente, e você só decora uma.' },
      { screen: 'Ativa duas etapas', say: 'Ativa a verificação em duas etapas no e-mail, no banco, na conta do governo e no WhatsApp, começando pelo e-mail.' },
      { screen: 'Código não se passa', say: 'Nunca passa código que chegou por SMS, nem para quem diz que é do banco ou da loja.' },
      { screen: 'Olha o remetente', say: 'Antes de clicar num link, confere o endereço real de quem mandou. Golpe copia logo, não endereço.' },
      { screen: 'Atualiza tudo', say: 'Instala as atualizações do celular e do computador assim que chegarem. A maioria fecha brecha de segurança.' },
    ],
    steps: [
      {
        screen: 'Protege o e-mail',
        say: 'Primeiro, coloca uma senha nova e longa no seu e-mail e ativa as duas etapas. É pelo e-mail que se recupera todo o resto.',
      },
      { screen: 'Instala o gerenciador', say: 'Depois, instala um gerenciador de senhas e salva nele os acessos mais importantes.' },
      { screen: 'Troca as repetidas', say: 'Depois, troca toda senha que você repete, começando por banco e lojas online.' },
      { screen: 'Checa vazamentos', say: 'Por último, confere se o seu e-mail aparece em vazamentos conhecidos e troca a senha dos sites que aparecerem.' },
    ],
    myths: [
      {
        screen: 'Ninguém quer meus dados?',
        myth: 'Ninguém vai querer hackear você, você não é importante.',
        fact: 'A maioria dos ataques é automática. Programas testam senhas vazadas em milhões de contas e levam o que abrir.',
      },
      {
        screen: 'VPN resolve tudo?',
        myth: 'Com VPN você fica seguro e anônimo na internet.',
        fact: 'A VPN esconde seu tráfego da rede local. Ela não te protege de golpe, senha fraca nem do rastreio dos sites em que você entra.',
      },
    ],
    mistakes: [
      {
        screen: 'Uma senha para tudo',
        mistake: 'Você usa a mesma senha em tudo, só mudando o número no final.',
        fix: 'Deixa o gerenciador criar uma senha única para cada site.',
      },
      {
        screen: 'Só SMS',
        mistake: 'Suas contas principais dependem só de código por SMS.',
        fix: 'Onde der, usa um app autenticador. Ele não é roubado com a clonagem do chip.',
      },
      {
        screen: 'Clicar no susto',
        mistake: 'Você clica no link porque a mensagem diz que sua conta vai ser bloqueada hoje.',
        fix: 'Fecha a mensagem e abre o app ou o site por conta própria. Problema real aparece lá também.',
      },
    ],
    facts: [
      {
        screen: 'Mais de 10 bilhões de contas',
        say: 'Mais de dez bilhões de contas já apareceram em vazamentos conhecidos, e as senhas delas são testadas em outros sites automaticamente.',
      },
      {
        screen: '12 caracteres ou mais',
        say: 'Uma senha aleatória de doze caracteres ou mais é muito mais difícil de adivinhar do que uma curta cheia de símbolos.',
      },
    ],
    questions: [
      {
        question: 'É seguro guardar todas as senhas num app só?',
        answer: 'Um bom gerenciador criptografa tudo com a sua senha mestra. É bem mais seguro do que repetir senha ou guardar no bloco de notas.',
      },
      {
        question: 'Dá para usar o wi-fi grátis do shopping?',
        answer: 'Para navegar, dá, porque quase todo site é criptografado hoje. Para abrir o banco, usa os dados móveis por garantia.',
      },
    ],
    comparisons: [
      {
        a: 'Código por SMS',
        b: 'App autenticador',
        verdict: 'O app autenticador ganha, porque não cai com clonagem de chip. Mas código por SMS ainda é muito melhor do que nada.',
      },
    ],
    before: 'Agora você usa as mesmas três senhas em tudo e torce para ninguém descobrir.',
    after: 'Depois de uma noite, seu e-mail está protegido, cada senha é única e um vazamento num site fica só naquele site.',
  },
];
