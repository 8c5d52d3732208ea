import { inListOrder } from "./list-order";
import type { SeedProject } from "./types";

/** The four portfolio projects shown on /projects, in fr / en / ar. */
export const PROJECTS = inListOrder<SeedProject>([
  {
    slug: "riad-dar-zitoun-marrakech",
    client: "Riad Dar Zitoun",
    year: 2023,
    image: "project-1.png",
    text: {
      fr: {
        title: "Site de réservation et stratégie Instagram pour un riad de Marrakech",
        description:
          "Refonte complète du site de Riad Dar Zitoun, une maison d'hôtes de neuf chambres au cœur de la médina de Marrakech, avec un moteur de réservation directe. Nous avons également repensé sa présence sur Instagram pour mettre en valeur l'architecture et l'hospitalité du lieu.",
        expertise:
          "Création de site web, photographie et gestion des réseaux sociaux. Un chef de projet, un photographe, un développeur et un community manager ont travaillé ensemble pendant six semaines.",
        challenges:
          "Le riad dépendait à plus de 80 % des plateformes de réservation, qui prélevaient de fortes commissions. Son ancien site, lent et uniquement en français, ne permettait pas de réserver en ligne et s'affichait mal sur mobile.",
        solutions:
          "Nous avons conçu un site trilingue rapide, illustré par un shooting photo réalisé sur place et relié à un moteur de réservation directe avec paiement sécurisé. Un calendrier éditorial Instagram consacré aux chambres, à la cuisine et à la médina a accompagné le lancement.",
        results:
          "En un an, la part des réservations directes est passée de 15 % à 38 %, ce qui a nettement réduit les commissions versées. Le compte Instagram a gagné plus de 12 000 abonnés et génère chaque semaine de nouvelles demandes de séjour.",
      },
      en: {
        title: "Booking website and Instagram strategy for a Marrakech riad",
        description:
          "A complete redesign of the website of Riad Dar Zitoun, a nine-room guesthouse in the heart of the Marrakech medina, with a direct booking engine. We also rethought its Instagram presence to showcase the architecture and hospitality of the place.",
        expertise:
          "Website creation, photography and social media management. A project manager, a photographer, a developer and a community manager worked together for six weeks.",
        challenges:
          "The riad relied on booking platforms for more than 80% of its reservations, and they charged high commissions. Its old website was slow, available only in French, did not allow online booking and displayed poorly on mobile.",
        solutions:
          "We designed a fast trilingual website, illustrated with an on-site photo shoot and connected to a direct booking engine with secure payment. An Instagram editorial calendar featuring the rooms, the cuisine and the medina supported the launch.",
        results:
          "Within a year, the share of direct bookings rose from 15% to 38%, significantly reducing the commissions paid. The Instagram account gained more than 12,000 followers and brings in new stay requests every week.",
      },
      ar: {
        title: "موقع حجز واستراتيجية إنستغرام لرياض في مراكش",
        description:
          "إعادة تصميم شاملة لموقع رياض دار الزيتون، وهو دار ضيافة من تسع غرف في قلب المدينة العتيقة بمراكش، مع محرك للحجز المباشر. كما أعدنا التفكير في حضوره على إنستغرام لإبراز هندسته المعمارية وحسن ضيافته.",
        expertise:
          "إنشاء المواقع الإلكترونية، والتصوير الفوتوغرافي، وإدارة شبكات التواصل الاجتماعي. وقد عمل رئيس مشروع ومصور ومطور ومسيّر مجتمعات رقمية معاً لمدة ستة أسابيع.",
        challenges:
          "كان الرياض يعتمد على منصات الحجز في أكثر من 80% من حجوزاته، وهي منصات تقتطع عمولات مرتفعة. أما موقعه القديم فكان بطيئاً ومتاحاً بالفرنسية فقط، ولا يتيح الحجز عبر الإنترنت، ولا يُعرض بشكل جيد على الهاتف المحمول.",
        solutions:
          "صممنا موقعاً سريعاً بثلاث لغات، مزوداً بصور التُقطت في عين المكان، ومرتبطاً بمحرك حجز مباشر مع دفع آمن. ورافقت عملية الإطلاق روزنامة تحريرية على إنستغرام تبرز الغرف والمطبخ والمدينة العتيقة.",
        results:
          "في غضون سنة، ارتفعت نسبة الحجوزات المباشرة من 15% إلى 38%، مما قلّص بشكل ملحوظ العمولات المدفوعة. وكسب حساب إنستغرام أكثر من 12000 متابع، وأصبح يجلب كل أسبوع طلبات إقامة جديدة.",
      },
    },
  },
  {
    slug: "flouss-pay-casablanca",
    client: "Flouss Pay",
    year: 2024,
    image: "project-2.png",
    text: {
      fr: {
        title: "Identité de marque et campagne de lancement pour une fintech casablancaise",
        description:
          "Flouss Pay est une application de paiement mobile née à Casablanca, qui permet de régler ses achats et d'envoyer de l'argent à ses proches. Nous avons créé son identité visuelle et piloté sa campagne de lancement nationale.",
        expertise:
          "Identité visuelle, création de contenu et campagnes publicitaires Google et Meta. Le projet a mobilisé notre direction artistique, notre responsable SEA et notre équipe vidéo pendant quatre mois.",
        challenges:
          "Une nouvelle marque financière doit inspirer confiance très vite, auprès d'un public encore habitué aux paiements en espèces. Il fallait aussi expliquer simplement le fonctionnement de l'application, sans jargon technique.",
        solutions:
          "Nous avons conçu une identité bilingue sobre et rassurante, une page de lancement optimisée pour mobile et une série de vidéos pédagogiques courtes en darija. Les campagnes Google et Meta ont été segmentées par ville et optimisées chaque semaine sur le coût par installation.",
        results:
          "L'application a dépassé 85 000 téléchargements en six mois. Le coût par installation a baissé de 42 % entre le premier et le dernier mois de campagne, et la marque figure désormais parmi les applications de paiement les mieux notées sur les stores.",
      },
      en: {
        title: "Brand identity and launch campaign for a Casablanca fintech",
        description:
          "Flouss Pay is a mobile payment app born in Casablanca that lets users pay for purchases and send money to their loved ones. We created its visual identity and ran its nationwide launch campaign.",
        expertise:
          "Visual identity, content creation and Google and Meta advertising campaigns. The project involved our art direction, our paid search lead and our video team for four months.",
        challenges:
          "A new financial brand has to earn trust very quickly, with an audience still used to paying in cash. We also had to explain how the app works in simple terms, without technical jargon.",
        solutions:
          "We designed a clean, reassuring bilingual identity, a mobile-optimised launch page and a series of short educational videos in Darija. The Google and Meta campaigns were segmented by city and optimised every week on cost per install.",
        results:
          "The app passed 85,000 downloads in six months. Cost per install fell by 42% between the first and the last month of the campaign, and the brand is now among the best-rated payment apps in the app stores.",
      },
      ar: {
        title: "هوية العلامة التجارية وحملة الإطلاق لشركة تكنولوجيا مالية بالدار البيضاء",
        description:
          "فلوس باي تطبيق للدفع عبر الهاتف المحمول نشأ في الدار البيضاء، يتيح أداء المشتريات وإرسال الأموال إلى الأقارب. وقد صممنا هويته البصرية وأدرنا حملة إطلاقه على الصعيد الوطني.",
        expertise:
          "الهوية البصرية، وصناعة المحتوى، والحملات الإعلانية على Google وMeta. وقد شارك في المشروع فريق الإدارة الفنية ومسؤولة الإعلانات المدفوعة وفريق الفيديو لمدة أربعة أشهر.",
        challenges:
          "يتعين على أي علامة مالية جديدة أن تكسب الثقة بسرعة كبيرة، لدى جمهور لا يزال معتاداً على الأداء نقداً. وكان علينا أيضاً أن نشرح طريقة عمل التطبيق ببساطة ودون مصطلحات تقنية.",
        solutions:
          "صممنا هوية ثنائية اللغة بسيطة ومطمئنة، وصفحة إطلاق ملائمة للهاتف المحمول، وسلسلة من الفيديوهات التعليمية القصيرة بالدارجة. وقُسّمت حملات Google وMeta حسب المدن، وجرى تحسينها كل أسبوع بناءً على تكلفة التثبيت.",
        results:
          "تجاوز التطبيق 85000 عملية تحميل في ستة أشهر. وانخفضت تكلفة التثبيت بنسبة 42% بين الشهر الأول والشهر الأخير من الحملة، وأصبحت العلامة اليوم ضمن تطبيقات الدفع الأعلى تقييماً في متاجر التطبيقات.",
      },
    },
  },
  {
    slug: "cooperative-tifawin-argan-agadir",
    client: "Coopérative Tifawin",
    year: 2025,
    image: "project-3.png",
    text: {
      fr: {
        title: "Packaging et boutique en ligne pour une coopérative d'argan d'Agadir",
        description:
          "La coopérative Tifawin réunit une soixantaine de femmes qui produisent de l'huile d'argan et des cosmétiques naturels dans la région d'Agadir. Nous l'avons accompagnée pour vendre directement en ligne, au Maroc et à l'étranger.",
        expertise:
          "Identité visuelle, packaging, photographie produit et création de boutique en ligne. Le projet s'est déroulé en trois phases sur cinq mois, en lien étroit avec le bureau de la coopérative.",
        challenges:
          "La coopérative vendait l'essentiel de sa production à des intermédiaires, à des prix peu rémunérateurs. Son packaging vieillissant ne reflétait ni la qualité de ses produits ni le savoir-faire de ses artisanes.",
        solutions:
          "Nous avons redessiné la gamme avec un packaging inspiré des motifs amazighs et réalisé des photos en atelier. Une boutique Shopify trilingue, avec paiement par carte via le CMI, paiement à la livraison et expédition internationale, raconte l'histoire des femmes de la coopérative.",
        results:
          "Les ventes en ligne représentent désormais près de 30 % du chiffre d'affaires de la coopérative, avec des commandes venues de neuf pays. Le prix de vente moyen a progressé de 25 %, au bénéfice direct des productrices.",
      },
      en: {
        title: "Packaging and online shop for an argan cooperative in Agadir",
        description:
          "The Tifawin cooperative brings together around sixty women who produce argan oil and natural cosmetics in the Agadir region. We helped it sell directly online, in Morocco and abroad.",
        expertise:
          "Visual identity, packaging, product photography and online shop creation. The project ran in three phases over five months, in close collaboration with the cooperative's board.",
        challenges:
          "The cooperative sold most of its production to middlemen at low prices. Its dated packaging reflected neither the quality of its products nor the skills of its artisans.",
        solutions:
          "We redesigned the range with packaging inspired by Amazigh patterns and shot photos in the workshop. A trilingual Shopify store, with card payment through CMI, cash on delivery and international shipping, tells the story of the cooperative's women.",
        results:
          "Online sales now account for nearly 30% of the cooperative's revenue, with orders from nine countries. The average selling price rose by 25%, directly benefiting the producers.",
      },
      ar: {
        title: "تغليف ومتجر إلكتروني لتعاونية أركان بأكادير",
        description:
          "تضم تعاونية تيفاوين نحو ستين امرأة ينتجن زيت الأركان ومستحضرات التجميل الطبيعية في منطقة أكادير. وقد رافقناها لبيع منتجاتها مباشرة عبر الإنترنت، داخل المغرب وخارجه.",
        expertise:
          "الهوية البصرية، والتغليف، وتصوير المنتجات، وإنشاء المتجر الإلكتروني. وقد أُنجز المشروع على ثلاث مراحل خلال خمسة أشهر، بتنسيق وثيق مع مكتب التعاونية.",
        challenges:
          "كانت التعاونية تبيع الجزء الأكبر من إنتاجها للوسطاء بأسعار زهيدة. كما أن تغليفها القديم لم يكن يعكس جودة منتجاتها ولا مهارة حرفياتها.",
        solutions:
          "أعدنا تصميم تشكيلة المنتجات بتغليف مستوحى من الزخارف الأمازيغية، والتقطنا صوراً داخل الورشة. وأنشأنا متجراً على Shopify بثلاث لغات، يتيح الدفع بالبطاقة عبر المركز المغربي للنقديات والدفع عند الاستلام والشحن الدولي، ويروي قصة نساء التعاونية.",
        results:
          "أصبحت المبيعات عبر الإنترنت تمثل نحو 30% من رقم معاملات التعاونية، مع طلبيات من تسعة بلدان. وارتفع متوسط سعر البيع بنسبة 25%، مما عاد بالنفع مباشرة على المنتِجات.",
      },
    },
  },
  {
    slug: "zellige-home-rabat",
    client: "Zellige Home",
    year: 2026,
    image: "project-4.png",
    text: {
      fr: {
        title: "Refonte e-commerce et acquisition pour une marque de décoration de Rabat",
        description:
          "Zellige Home est une boutique en ligne rabatie spécialisée dans la décoration artisanale : zellige, luminaires en laiton et textiles tissés à la main. Nous avons refondu son site marchand et repris l'ensemble de ses campagnes d'acquisition.",
        expertise:
          "Développement e-commerce, référencement naturel et campagnes Meta et Google Shopping. Une équipe de quatre personnes a mené le projet, de l'audit initial jusqu'au suivi mensuel des performances.",
        challenges:
          "Le site existant mettait plus de huit secondes à s'afficher sur mobile et perdait une grande partie des paniers au moment du paiement. Les campagnes publicitaires, peu suivies, ne permettaient pas de savoir quels produits étaient réellement rentables.",
        solutions:
          "Nous avons migré la boutique vers une architecture plus légère, simplifié le tunnel de commande en trois étapes et ajouté le paiement à la livraison avec confirmation par WhatsApp. Le suivi des conversions a été entièrement reconstruit afin de piloter les campagnes par catégorie de produits.",
        results:
          "Le temps de chargement mobile est descendu sous les deux secondes et le taux de conversion a doublé dès le premier trimestre. Le retour sur dépenses publicitaires a progressé de 60 %, et le trafic issu du référencement naturel de 45 %.",
      },
      en: {
        title: "E-commerce redesign and customer acquisition for a Rabat home decor brand",
        description:
          "Zellige Home is an online shop from Rabat specialising in handcrafted decor: zellige tiles, brass lighting and hand-woven textiles. We rebuilt its online store and took over all of its acquisition campaigns.",
        expertise:
          "E-commerce development, search engine optimisation and Meta and Google Shopping campaigns. A team of four people ran the project, from the initial audit to monthly performance reviews.",
        challenges:
          "The existing website took more than eight seconds to load on mobile and lost a large share of carts at checkout. The ad campaigns were poorly tracked, so it was impossible to know which products were actually profitable.",
        solutions:
          "We migrated the shop to a lighter architecture, reduced checkout to three steps and added cash on delivery with WhatsApp confirmation. Conversion tracking was rebuilt from scratch so that campaigns could be managed by product category.",
        results:
          "Mobile load time dropped below two seconds and the conversion rate doubled in the first quarter. Return on ad spend rose by 60%, and organic search traffic by 45%.",
      },
      ar: {
        title: "إعادة تصميم متجر إلكتروني واستقطاب العملاء لعلامة ديكور من الرباط",
        description:
          "زليج هوم متجر إلكتروني من الرباط متخصص في الديكور الحرفي: الزليج، والإنارة النحاسية، والمنسوجات اليدوية. وقد أعدنا بناء متجره الإلكتروني وتولّينا جميع حملاته لاستقطاب العملاء.",
        expertise:
          "تطوير التجارة الإلكترونية، وتحسين الظهور في محركات البحث، وحملات Meta وGoogle Shopping. وقاد المشروع فريق من أربعة أشخاص، من التدقيق الأولي إلى المتابعة الشهرية للأداء.",
        challenges:
          "كان الموقع السابق يستغرق أكثر من ثماني ثوانٍ للتحميل على الهاتف المحمول، ويفقد نسبة كبيرة من سلال الشراء عند مرحلة الدفع. كما أن الحملات الإعلانية كانت ضعيفة التتبع، فلم يكن ممكناً معرفة المنتجات المربحة فعلاً.",
        solutions:
          "نقلنا المتجر إلى بنية أخف، واختصرنا مسار الطلب في ثلاث خطوات، وأضفنا الدفع عند الاستلام مع التأكيد عبر واتساب. كما أعدنا بناء تتبّع التحويلات بالكامل لإدارة الحملات حسب فئات المنتجات.",
        results:
          "انخفض زمن التحميل على الهاتف المحمول إلى أقل من ثانيتين، وتضاعف معدل التحويل منذ الربع الأول. وارتفع العائد على الإنفاق الإعلاني بنسبة 60%، وزادت الزيارات القادمة من محركات البحث بنسبة 45%.",
      },
    },
  },
]);
