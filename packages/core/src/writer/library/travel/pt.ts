import type { NicheMaterial } from '../types.ts';

/** travel, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'budget-travel',
    label: 'Viajar gastando pouco',
    keywords: [
      'viagem barata',
      'viajar barato',
      'viajar gastando pouco',
      'viagem econômica',
      'mochilão',
      'mochileiro',
      'viajar sozinha',
      'hostel',
      'albergue',
      'economizar na viagem',
      'viajar com pouco dinheiro',
      'passeios gratuitos',
      'gastar pouco viajando',
      'viagem low cost',
      'quanto gastei',
      'orçamento de viagem',
    ],
    hooks: [
      'Você não precisa de mais dinheiro para viajar. Precisa parar de gastar com três coisas erradas.',
      'Gastei menos em duas semanas fora do que num mês de aluguel. Te mostro para onde foi o dinheiro.',
      'Sua viagem fica cara antes mesmo de sair de casa, e não é por causa da passagem.',
    ],
    tips: [
      {
        screen: 'Viaje na baixa temporada',
        say: 'Vá logo antes ou logo depois da alta temporada. O clima é quase o mesmo, tem menos gente e a hospedagem costuma sair bem mais barata.',
      },
      {
        screen: 'Almoço é a refeição grande',
        say: 'Faça do almoço a refeição principal. Muitos restaurantes têm menu executivo ou prato do dia bem mais barato que o jantar.',
      },
      {
        screen: 'Pague na moeda local',
        say: 'Quando a maquininha ou o caixa eletrônico oferecer cobrar em reais, recuse e pague na moeda local. A conversão deles quase sempre é pior.',
      },
      {
        screen: 'Quarto privativo no hostel',
        say: 'Olhe os quartos privativos dos hostels. Você tem sua porta por menos que um hotel, mais cozinha e gente para trocar dicas.',
      },
      {
        screen: 'Ande a pé e de ônibus',
        say: 'Compre o passe de transporte público em vez de pegar táxi e ande a pé entre os pontos próximos. A pé você conhece muito mais a cidade.',
      },
      {
        screen: 'Free walking tour',
        say: 'Faça um free walking tour no primeiro dia. Você paga quanto achar justo e em duas horas entende como a cidade funciona.',
      },
    ],
    steps: [
      {
        screen: '1. Defina o valor por dia',
        say: 'Primeiro, decida quanto pode gastar por dia com hospedagem, comida e transporte, antes de reservar qualquer coisa.',
      },
      {
        screen: '2. Reserve a hospedagem',
        say: 'Depois, reserve a hospedagem primeiro, porque é o maior gasto do dia e o mais fácil de pagar caro em cima da hora.',
      },
      {
        screen: '3. Uma refeição do mercado',
        say: 'Em seguida, planeje uma refeição por dia com coisas do mercado e gaste o dinheiro da comida no que vale a lembrança.',
      },
      {
        screen: '4. Anote toda noite',
        say: 'Por fim, anote todo dia à noite quanto gastou. Dois minutos por dia evitam que um estouro pequeno vire um rombo.',
      },
    ],
    myths: [
      {
        screen: 'Viajar é coisa de rico?',
        myth: 'Viajar é só para quem tem muito dinheiro.',
        fact: 'Em muitos destinos, o dia custa menos do que ficar em casa, se você escolhe lugares mais baratos, vai devagar e foge dos restaurantes turísticos.',
      },
      {
        screen: 'Última hora é mais barato?',
        myth: 'Promoção de última hora é sempre o jeito mais barato de viajar.',
        fact: 'As passagens e quartos baratos acabam primeiro. Em datas concorridas, reservar cedo quase sempre economiza mais.',
      },
    ],
    mistakes: [
      {
        screen: 'Cidades demais',
        mistake: 'Você tenta ver cinco cidades em dez dias e paga deslocamento dia sim, dia não.',
        fix: 'Escolha duas ou três bases e faça bate e volta a partir delas.',
      },
      {
        screen: 'Comer na praça principal',
        mistake: 'Você come nos restaurantes com cardápio em seis idiomas do lado do ponto turístico.',
        fix: 'Ande duas ou três ruas e coma onde você ouve o idioma local.',
      },
      {
        screen: 'Sem seguro viagem',
        mistake: 'Você dispensa o seguro viagem para economizar.',
        fix: 'Faça pelo menos um seguro básico. Uma ida ao hospital fora do país pode custar mais que a viagem inteira.',
      },
    ],
    facts: [
      {
        screen: 'Baixa temporada rende',
        say: 'Na baixa temporada, a hospedagem em destinos muito procurados costuma custar bem menos, às vezes metade do preço da alta.',
      },
      {
        screen: 'Uma base, menos gasto',
        say: 'Ficar sete noites num lugar só, em vez de trocar a cada duas noites, economiza uns três dias de deslocamento e as passagens deles.',
      },
    ],
    questions: [
      {
        question: 'Quanto dinheiro eu preciso por dia de viagem?',
        answer: 'Depende mais do país do que de você. Veja o preço de um hostel e de um prato do dia lá e some o transporte.',
      },
      {
        question: 'Hostel é seguro para quem viaja sozinha?',
        answer: 'Os bem avaliados costumam ser. Leia avaliações recentes, escolha um com armário com cadeado e reserve quarto feminino se preferir.',
      },
    ],
    comparisons: [
      {
        a: 'Hostel',
        b: 'Hotel simples',
        verdict:
          'O hostel ganha quando você viaja sozinho e quer conhecer gente. Para duas pessoas, um quarto de hotel simples muitas vezes custa quase o mesmo que duas camas no dormitório.',
      },
    ],
    before: 'Hoje você acha que uma viagem de verdade não cabe no seu bolso e vai adiando ano após ano.',
    after: 'Com um valor por dia e alguns hábitos, você volta da viagem com dinheiro sobrando e sem susto na fatura do cartão.',
  },
  {
    id: 'packing-light',
    label: 'Viajar só com bagagem de mão',
    keywords: [
      'bagagem de mão',
      'só bagagem de mão',
      'mala de mão',
      'arrumar a mala',
      'fazer a mala',
      'arruma a mala comigo',
      'o que levar na mala',
      'lista de viagem',
      'mala',
      'malas',
      'mochila',
      'bagagem',
      'organizadores de mala',
      'necessaire',
      'guarda-roupa cápsula',
      'mala pequena',
    ],
    hooks: [
      'Viajei duas semanas com uma mochila pequena e não senti falta de nada.',
      'Metade do que está na sua mala vai voltar sem ser usado.',
      'Para de pagar bagagem despachada. É assim que tudo cabe na mala de mão.',
    ],
    tips: [
      { screen: 'Uma paleta de cores', say: 'Leve roupas em duas ou três cores que combinam entre si. Assim cinco peças viram um look diferente por dia.' },
      { screen: 'Vá com o mais pesado', say: 'Use no avião o tênis mais pesado e o casaco. Isso libera muito espaço na mala.' },
      { screen: 'Conte com a lavanderia', say: 'Leve roupa para cinco a sete dias, não para a viagem toda. Lave uma vez na pia ou numa lavanderia.' },
      { screen: 'Frascos pequenos', say: 'Passe xampu e creme para frasquinhos ou troque por xampu em barra, e esqueça o saquinho de líquidos.' },
      {
        screen: 'Organizadores de mala',
        say: 'Use organizadores: um para blusas, um para calças, um para roupa íntima. Você acha tudo sem virar a mala do avesso.',
      },
    ],
    steps: [
      { screen: '1. Tudo na cama', say: 'Primeiro, coloque na cama tudo o que você quer levar.' },
      { screen: '2. Tire um terço', say: 'Depois, devolva um terço para o armário, começando pelo que ia só por precaução.' },
      { screen: '3. Dois pares de sapato', say: 'Em seguida, fique com no máximo dois pares: o que você vai usar e um leve.' },
      {
        screen: '4. Teste a mala',
        say: 'Por fim, feche a mala e dê uma volta no quarteirão com ela. Se já está pesada agora, na calçada de pedra vai ser pior.',
      },
    ],
    myths: [
      {
        screen: 'Enrolar economiza espaço?',
        myth: 'O segredo da mala leve é enrolar as roupas.',
        fact: 'Enrolar ou dobrar faz pouca diferença. O único truque que economiza espaço de verdade é levar menos coisas.',
      },
      {
        screen: 'Levar para tudo?',
        myth: 'Você precisa levar roupa para qualquer situação.',
        fact: 'Quase em todo lugar dá para comprar o que esqueceu numa farmácia ou num mercado. Faça a mala para o roteiro, não para o pior cenário.',
      },
    ],
    mistakes: [
      {
        screen: 'Um look por dia',
        mistake: 'Você leva um look diferente para cada dia da viagem.',
        fix: 'Repita as roupas. Ninguém na viagem te vê duas vezes.',
      },
      {
        screen: 'Não conferir o tamanho',
        mistake: 'Você acha que sua mala de mão serve em qualquer companhia.',
        fix: 'Confira tamanho e peso no site da companhia, porque as low cost de fora muitas vezes só liberam uma bolsa pequena de graça.',
      },
      {
        screen: 'Líquidos no fundo',
        mistake: 'Você enterra o saquinho de líquidos no fundo da mala.',
        fix: 'Deixe os líquidos por cima, para o raio-x levar segundos e não uma mala inteira desfeita.',
      },
    ],
    facts: [
      { screen: 'Voo nacional: até 10 kg', say: 'Nos voos dentro do Brasil, as regras da ANAC garantem uma bagagem de mão de até 10 quilos sem custo extra.' },
      {
        screen: 'Líquidos: 100 ml',
        say: 'Em voos internacionais, líquidos na bagagem de mão precisam estar em frascos de até 100 mililitros, todos num saquinho transparente.',
      },
    ],
    questions: [
      {
        question: 'Mochila ou mala de rodinha para viajar só com bagagem de mão?',
        answer: 'A mochila é melhor para escadas, centros históricos e ônibus. A mala de rodinha é melhor para aeroporto e viagem a trabalho.',
      },
      {
        question: 'Como levar roupa de frio na mala de mão?',
        answer: 'Use camadas finas em vez de um casaco grosso: segunda pele, fleece e uma jaqueta puffer que dobra num saquinho.',
      },
    ],
    comparisons: [
      {
        a: 'Só bagagem de mão',
        b: 'Mala despachada',
        verdict:
          'A bagagem de mão ganha em viagens de até duas semanas: sem taxa, sem esteira e sem mala extraviada. A despachada vale para neve ou temporadas longas no frio.',
      },
    ],
    before: 'Hoje você arrasta uma mala pesada pela escada, paga bagagem despachada e usa metade do que levou.',
    after: 'Na próxima viagem, você sai do avião direto para a saída, com uma mala leve e tudo de que precisa.',
  },
  {
    id: 'cheap-flights',
    label: 'Passagens baratas e reservas',
    keywords: [
      'passagem barata',
      'passagens baratas',
      'passagem aérea',
      'passagens aéreas',
      'voo barato',
      'voos',
      'promoção de passagem',
      'quando comprar passagem',
      'milhas',
      'programa de milhas',
      'companhia low cost',
      'escala',
      'conexão',
      'alerta de preço',
      'aeroporto',
      'voo atrasado',
    ],
    hooks: [
      'A passagem mais barata quase nunca está na data que você pesquisou primeiro.',
      'Aba anônima não deixa a passagem mais barata. Isto aqui deixa.',
      'Atravessei o oceano pagando menos do que um fim de semana na praia daqui. Te mostro como eu pesquiso.',
    ],
    tips: [
      {
        screen: 'Pesquise o mês inteiro',
        say: 'Use a visão de calendário ou do mês inteiro em vez de uma data só. Mudar a viagem em dois dias pode mudar muito o preço.',
      },
      { screen: 'Crie um alerta de preço', say: 'Crie um alerta de preço para a sua rota e deixe o preço vir até você, em vez de olhar toda manhã.' },
      {
        screen: 'Aeroportos próximos',
        say: 'Pesquise todos os aeroportos a até duas horas da sua cidade e do destino. Aeroporto menor às vezes tem companhia mais barata.',
      },
      { screen: 'Voe no meio da semana', say: 'Olhe voos de terça, quarta e sábado. Muitas vezes saem mais baratos que sexta e domingo.' },
      {
        screen: 'Some o preço real',
        say: 'Some bagagem, assento e o transporte do aeroporto antes de comparar. Uma passagem barata para um aeroporto distante pode sair a mais cara.',
      },
    ],
    steps: [
      { screen: '1. Datas flexíveis', say: 'Primeiro, pesquise o destino com datas flexíveis no mês inteiro em que você quer viajar.' },
      {
        screen: '2. Compare e compre direto',
        say: 'Depois, compare num buscador, mas compre no site da companhia quando o preço for igual, porque remarcar fica mais fácil.',
      },
      { screen: '3. Alerta em duas datas', say: 'Em seguida, crie um alerta nas duas melhores datas e compre quando o preço cair ou começar a subir.' },
      {
        screen: '4. Confira a bagagem',
        say: 'Por fim, antes de pagar, confira a franquia de bagagem e já inclua o que precisa, porque no aeroporto costuma custar mais.',
      },
    ],
    myths: [
      {
        screen: 'Aba anônima?',
        myth: 'A companhia aumenta o preço se você pesquisa o mesmo voo duas vezes, então use sempre a aba anônima.',
        fact: 'O preço muda com a procura e os assentos vendidos, não com os seus cookies. A aba anônima não te dá uma tarifa menor.',
      },
      {
        screen: 'Comprar na terça?',
        myth: 'Existe um dia mágico da semana para comprar passagem barata.',
        fact: 'O dia da compra importa bem menos do que o dia do voo e a antecedência da compra.',
      },
    ],
    mistakes: [
      {
        screen: 'Comprar tarde demais',
        mistake: 'Você espera promoção de última hora para o Réveillon ou o Carnaval.',
        fix: 'Para feriados e férias escolares, compre assim que as datas estiverem definidas.',
      },
      {
        screen: 'Conexão apertada por conta',
        mistake: 'Você compra dois bilhetes separados com uma hora entre os voos.',
        fix: 'Deixe pelo menos três a quatro horas entre bilhetes separados, porque a segunda companhia não espera o primeiro voo atrasado.',
      },
      {
        screen: 'Esquecer o traslado',
        mistake: 'Você compra um voo que pousa à uma da manhã num aeroporto longe da cidade.',
        fix: 'Antes de comprar, veja como e por quanto você sai do aeroporto de madrugada.',
      },
    ],
    facts: [
      {
        screen: '24 horas para desistir',
        say: 'Pelas regras da ANAC, você pode desistir da passagem sem custo em até 24 horas após a compra. Vale para compras feitas com sete dias ou mais de antecedência do voo.',
      },
      {
        screen: 'Atraso: seus direitos',
        say: 'Pelas regras da ANAC, com atraso a partir de duas horas a companhia deve te dar alimentação. A partir de quatro horas, pode ter que oferecer hospedagem e transporte.',
      },
    ],
    questions: [
      {
        question: 'Com quanta antecedência compro a passagem?',
        answer: 'Como referência, de um a três meses antes para voos curtos, e alguns meses a mais para voos longos e feriados.',
      },
      {
        question: 'Vale a pena voo com escala para economizar?',
        answer:
          'Se a economia for grande e a conexão tiver mais de duas horas no mesmo bilhete, quase sempre vale. Menos de uma hora raramente compensa o estresse.',
      },
    ],
    comparisons: [
      {
        a: 'Voo direto',
        b: 'Voo com conexão',
        verdict:
          'Em viagem curta, vale pagar um pouco mais no direto, porque cada hora conta. Em viagem longa, uma conexão barata pode pagar uma noite de hotel.',
      },
    ],
    before: 'Hoje você pesquisa uma data só, leva um susto com o preço e fecha a aba por mais um mês.',
    after: 'Com datas flexíveis e alerta de preço, você compra quando a tarifa cai e gasta a diferença na viagem.',
  },
  {
    id: 'city-guides',
    label: 'Roteiros e lugares escondidos',
    keywords: [
      'roteiro',
      'roteiros',
      'o que visitar',
      'guia da cidade',
      'lugares escondidos',
      'lugares secretos',
      'cantinhos escondidos',
      'pontos turísticos',
      'passeios',
      'mirante',
      'centro histórico',
      'city tour',
      'bate e volta',
      'armadilha para turista',
      'dicas de local',
      'bairro',
    ],
    hooks: [
      'Todo mundo fotografa a mesma praça. Duas ruas depois, está a cidade pela qual eu me apaixonei.',
      'Se você tem só um dia aqui, pula a fila famosa e faz isto.',
      'Morador não come na praça principal, e você também não deveria.',
    ],
    tips: [
      {
        screen: 'Chegue na abertura',
        say: 'Vá ao ponto turístico famoso logo na abertura. A primeira hora é a mais tranquila, antes de chegarem as excursões.',
      },
      {
        screen: 'Uma rua para trás',
        say: 'Ande uma ou duas ruas para longe dos pontos principais. O preço cai, a multidão some e começa o bairro de verdade.',
      },
      {
        screen: 'Ingresso disputado antes',
        say: 'Compre com semanas de antecedência o ingresso do lugar que esgota, como um palácio ou museu famoso na alta temporada.',
      },
      {
        screen: 'Mirante no pôr do sol',
        say: 'Descubra o melhor mirante da cidade e chegue meia hora antes do pôr do sol, com uma bebida e um lugar na mureta.',
      },
      {
        screen: 'Pergunte onde eles comem',
        say: 'Pergunte para quem trabalha na sua pousada ou no café onde eles comem na folga, e não aonde o turista deve ir.',
      },
    ],
    steps: [
      { screen: '1. Manhã: o ponto famoso', say: 'Primeiro, use o começo da manhã no único lugar que você se arrependeria de não ver.' },
      { screen: '2. Almoço: mercado', say: 'Depois, almoce num mercado municipal, onde os moradores compram e comem.' },
      { screen: '3. Tarde: se perca', say: 'Em seguida, passe a tarde andando por um bairro antigo sem plano e sem mapa na tela.' },
      { screen: '4. Noite: pôr do sol', say: 'Por fim, termine o dia num mirante no pôr do sol e jante por perto, longe da praça principal.' },
    ],
    myths: [
      {
        screen: 'Ver tudo?',
        myth: 'Uma boa viagem é ver todos os pontos da lista dos dez mais.',
        fact: 'Três coisas feitas com calma valem mais que dez vistas da fila. O que você lembra depois raramente está na lista.',
      },
      {
        screen: 'Lugar escondido é segredo?',
        myth: 'Lugares escondidos só aparecem em aplicativos e blogs secretos.',
        fact: 'A maioria fica só um bairro depois do centro, e qualquer morador te indica.',
      },
    ],
    mistakes: [
      { screen: 'Roteiro lotado', mistake: 'Você planeja cada hora de cada dia.', fix: 'Planeje uma coisa grande de manhã e deixe a tarde livre para andar.' },
      {
        screen: 'Meio-dia no ponto famoso',
        mistake: 'Você chega ao lugar mais famoso ao meio-dia junto com todo mundo.',
        fix: 'Vá na abertura ou na última hora antes de fechar.',
      },
      {
        screen: 'Só seguindo o mapa',
        mistake: 'Você anda de alfinete em alfinete olhando para o celular.',
        fix: 'Escolha uma direção, guarde o celular por uma hora e olhe em volta.',
      },
    ],
    facts: [
      { screen: 'Tour pago com gorjeta', say: 'O free walking tour vive de gorjeta, e na Europa é comum deixar uns dez euros por pessoa.' },
      { screen: 'Museus de graça', say: 'Muitos museus grandes abrem de graça um dia por semana ou por mês, então olhe o site antes de comprar o ingresso.' },
    ],
    questions: [
      { question: 'Quantos dias eu preciso numa cidade?', answer: 'Para a maioria das cidades, três dias inteiros dão para ver o principal sem correria.' },
      {
        question: 'Vale a pena comprar passe turístico da cidade?',
        answer: 'Só se você for a pelo menos três ou quatro atrações pagas dentro do prazo dele. Some os ingressos antes de comprar.',
      },
    ],
    comparisons: [
      {
        a: 'Passeio guiado',
        b: 'Explorar sozinho',
        verdict:
          'Faça um passeio guiado no primeiro dia para entender a cidade e depois explore por conta própria. Você fica com as histórias e com a liberdade.',
      },
    ],
    before: 'Hoje suas viagens de cidade são filas, praças lotadas e almoços caros que você esquece no mesmo dia.',
    after: 'Na próxima viagem, você chega antes da multidão de manhã e passa as noites em lugares onde ônibus de excursão não chega.',
  },
  {
    id: 'street-food',
    label: 'Comida de rua e onde comer',
    keywords: [
      'comida de rua',
      'comida local',
      'o que comer em',
      'comidas típicas',
      'pratos típicos',
      'comida típica',
      'mercado municipal',
      'feira',
      'barraquinha',
      'food truck',
      'tour gastronômico',
      'onde comer',
      'comer barato',
      'intoxicação alimentar',
      'acarajé',
      'tacos',
    ],
    hooks: [
      'A melhor comida da viagem custou menos que um café no aeroporto.',
      'Antes de comer comida de rua fora do país, aprenda essa regra sobre a fila.',
      'Pula o restaurante com foto no cardápio. A comida de verdade está na esquina.',
    ],
    tips: [
      {
        screen: 'Siga a fila dos locais',
        say: 'Coma na barraca com fila de moradores. Fila grande quer dizer comida fresca, giro rápido e cozinheiro de confiança.',
      },
      {
        screen: 'Quente e feito na hora',
        say: 'Escolha comida feita quente na sua frente. O que está chiando na chapa é mais seguro do que o que está parado há horas.',
      },
      { screen: 'Leve dinheiro trocado', say: 'Leve notas pequenas e moedas. A maioria das barracas só aceita dinheiro e não tem troco para nota grande.' },
      { screen: 'Peça o que todo mundo pede', say: 'Se você não sabe o que pedir, aponte para o que as pessoas da sua frente estão comendo.' },
      {
        screen: 'Cuidado com cru e gelo',
        say: 'Onde não se bebe água da torneira, vá com calma nos primeiros dias com salada crua e gelo, e descasque você mesmo a fruta.',
      },
    ],
    steps: [
      { screen: '1. Rode o mercado todo', say: 'Primeiro, dê uma volta no mercado inteiro antes de comprar e repare quais barracas estão cheias.' },
      {
        screen: '2. Porções pequenas',
        say: 'Depois, peça uma porção pequena por vez, para provar quatro ou cinco barracas em vez de encher a barriga na primeira.',
      },
      { screen: '3. Coma como local', say: 'Em seguida, coma do jeito dos moradores: em pé no balcão e com os molhos que eles colocam.' },
      { screen: '4. Pergunte o nome', say: 'Por fim, pergunte ao cozinheiro o nome do prato, para achar de novo em qualquer canto da cidade.' },
    ],
    myths: [
      {
        screen: 'Comida de rua faz mal?',
        myth: 'Comida de rua é sempre mais arriscada que restaurante.',
        fact: 'Uma barraca cheia, fazendo comida quente na sua frente, pode ser mais segura que a cozinha de um restaurante vazio que você nem vê.',
      },
      {
        screen: 'Pimenta mata germe?',
        myth: 'Comida apimentada mata as bactérias, então é segura.',
        fact: 'Pimenta não deixa comida segura. O que importa é estar feita na hora e servida quente.',
      },
    ],
    mistakes: [
      {
        screen: 'Comer só perto dos pontos',
        mistake: 'Você só come nos restaurantes ao lado dos pontos turísticos.',
        fix: 'Pergunte onde fica o mercado mais próximo e coma onde o pessoal almoça no intervalo do trabalho.',
      },
      {
        screen: 'Tudo no primeiro dia',
        mistake: 'No primeiro dia, você prova todas as comidas cruas e apimentadas.',
        fix: 'Dê uns dias para o estômago se acostumar e depois vá com mais coragem.',
      },
      {
        screen: 'Barraca vazia no almoço',
        mistake: 'Você escolhe a barraca vazia porque não tem fila.',
        fix: 'Espere na fila da barraca cheia. Barraca vazia na hora do almoço está te dizendo alguma coisa.',
      },
    ],
    facts: [
      {
        screen: 'Quente: acima de 70 graus',
        say: 'Comida cozida por inteiro a uns 70 graus elimina a maior parte dos germes que causam intoxicação alimentar.',
      },
      {
        screen: 'Estômago de viajante',
        say: 'Em algumas regiões, entre um terço e dois terços dos viajantes têm algum problema de estômago na viagem, então leve soro de reidratação.',
      },
    ],
    questions: [
      {
        question: 'Como saber se a barraca de comida de rua é segura?',
        answer: 'Veja se tem fila de moradores, comida feita na hora, bancada limpa e se quem cozinha não pega dinheiro e comida com a mesma mão.',
      },
      {
        question: 'O que comer primeiro num país novo?',
        answer: 'O que os moradores comem no café da manhã. Isso conta mais sobre o lugar do que qualquer jantar famoso.',
      },
    ],
    comparisons: [
      {
        a: 'Tour gastronômico',
        b: 'Explorar mercados sozinho',
        verdict:
          'O tour gastronômico vale no primeiro dia numa cidade famosa pela comida, para aprender nomes e lugares. Depois, os mercados por conta própria saem mais baratos e mais divertidos.',
      },
    ],
    before: 'Hoje você come pizza e hambúrguer fora do país porque tem medo de passar mal com a comida de rua.',
    after: 'Depois de uma viagem com essas regras, você come os melhores pratos da cidade nas barracas, por uma fração do preço de restaurante.',
  },
  {
    id: 'digital-nomad',
    label: 'Nômade digital e custo do mês',
    keywords: [
      'nômade digital',
      'nomade digital',
      'trabalho remoto',
      'trabalhar remoto',
      'trabalhar viajando',
      'home office viajando',
      'morar fora',
      'morar no exterior',
      'custo de vida',
      'quanto custa morar',
      'custo mensal',
      'sudeste asiático',
      'coworking',
      'visto de nômade digital',
      'viagem longa',
      'aluguel por temporada',
    ],
    hooks: [
      'Quanto custa de verdade um mês morando e trabalhando fora, gasto por gasto.',
      'Trabalhar da praia parece lindo até a internet cair no meio da reunião.',
      'Eu moro fora gastando menos do que gastava com aluguel e contas no Brasil. Te mostro a planilha.',
    ],
    tips: [
      {
        screen: 'Um mês, não uma semana',
        say: 'Fique pelo menos um mês no mesmo lugar. Aluguel mensal costuma sair bem mais barato por noite, e você consegue trabalhar.',
      },
      { screen: 'Teste a internet antes', say: 'Antes de reservar, peça ao anfitrião um print do teste de velocidade. Foto bonita não é internet boa.' },
      {
        screen: 'Chip local ou eSIM',
        say: 'Compre um chip local ou um eSIM com dados no primeiro dia, para a internet do apartamento nunca derrubar uma reunião.',
      },
      {
        screen: 'Conte os dias do visto',
        say: 'Conte os dias que você pode ficar antes de montar o roteiro. Entrada como turista não é autorização de trabalho, então leia as regras para trabalho remoto.',
      },
      { screen: 'Tenha rotina de trabalho', say: 'Tenha horário fixo de trabalho e passeie depois. Sem rotina, você acaba meio trabalhando e meio viajando.' },
    ],
    steps: [
      {
        screen: '1. Escolha pelo fuso',
        say: 'Primeiro, escolha um lugar cujo fuso horário tenha pelo menos algumas horas em comum com seus clientes ou sua equipe.',
      },
      { screen: '2. Primeira semana curta', say: 'Depois, reserve só a primeira semana e conheça os bairros pessoalmente.' },
      { screen: '3. Negocie o mês', say: 'Em seguida, peça o preço mensal direto aos anfitriões. Muitos baixam o valor para estadias longas.' },
      { screen: '4. Registre o mês', say: 'Por fim, anote aluguel, comida, transporte e coworking durante o mês, para saber quanto o lugar custa de verdade.' },
    ],
    myths: [
      {
        screen: 'Nômade vive de férias?',
        myth: 'Nômade digital passa o dia inteiro na praia.',
        fact: 'A maioria trabalha em horário normal, numa mesa ou num coworking. A viagem acontece à noite e nos fins de semana.',
      },
      {
        screen: 'Precisa ser rico?',
        myth: 'Para morar fora você precisa ser rico.',
        fact: 'Em muitas cidades, aluguel, comida e transporte custam menos do que onde você morava, desde que sua renda continue a mesma.',
      },
    ],
    mistakes: [
      {
        screen: 'Mudar a cada três dias',
        mistake: 'Você troca de cidade a cada poucos dias e gasta o horário de trabalho em ônibus.',
        fix: 'Desacelere: uma base por mês e viagens curtas no fim de semana.',
      },
      {
        screen: 'Sem reserva de emergência',
        mistake: 'Você viaja sem nenhuma reserva para imprevistos.',
        fix: 'Junte pelo menos três meses de gastos antes de sair.',
      },
      {
        screen: 'Esquecer o fuso',
        mistake: 'Você escolhe o destino sem olhar a diferença de fuso.',
        fix: 'Anote suas reuniões primeiro. Doze horas de diferença significam reunião à meia-noite.',
      },
    ],
    facts: [
      {
        screen: 'Schengen: 90 em 180',
        say: 'Com passaporte brasileiro, você pode ficar no espaço Schengen até 90 dias a cada período de 180, somando todos os países do acordo.',
      },
      {
        screen: 'Ásia com pouco',
        say: 'Em boa parte do Sudeste Asiático, muitos nômades vivem com algo entre mil e mil e quinhentos dólares por mês, com aluguel incluído.',
      },
    ],
    questions: [
      {
        question: 'Qual o melhor país para o primeiro mês como nômade?',
        answer: 'Um com internet boa, entrada fácil para o seu passaporte, fuso perto do seu trabalho e outros nômades para conhecer.',
      },
      {
        question: 'Vale a pena tirar visto de nômade digital?',
        answer:
          'Se você quer ficar mais do que a estadia de turista permite, sim. Ele deixa tudo legal e claro, mas confira a renda exigida e os impostos antes.',
      },
    ],
    comparisons: [
      {
        a: 'Coworking',
        b: 'Trabalhar em café',
        verdict: 'O café serve para umas horas de e-mail. Para reuniões e dias inteiros, o coworking dá internet estável e gente para conhecer.',
      },
    ],
    before: 'Hoje você sonha em trabalhar de outro país, mas não tem ideia de quanto custaria um mês lá.',
    after: 'Depois do primeiro mês, você sabe seu orçamento real, tem uma rotina que funciona e escolhe a próxima base com calma.',
  },
];
