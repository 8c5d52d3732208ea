import { inListOrder } from "./list-order";
import type { SeedFaq } from "./types";

/** Twelve FAQ entries, three per category (general, services, projects, billing), in fr / en / ar. */
export const FAQS = inListOrder<SeedFaq>([
  // ——— general ———
  {
    key: "faq-1",
    category: "general",
    text: {
      fr: {
        question: "Où se trouve votre agence et travaillez-vous avec des clients hors de Casablanca ?",
        answer:
          "Notre équipe est basée à Casablanca, mais nous accompagnons des clients dans tout le Maroc, de Tanger à Agadir, ainsi qu'à l'étranger. Les réunions se font dans nos locaux, chez vous ou en visioconférence, selon ce qui vous convient le mieux.",
      },
      en: {
        question: "Where is your agency based, and do you work with clients outside Casablanca?",
        answer:
          "Our team is based in Casablanca, but we work with clients all over Morocco, from Tangier to Agadir, as well as abroad. Meetings take place at our office, at your premises or by video call, whichever suits you best.",
      },
      ar: {
        question: "أين يقع مقر وكالتكم، وهل تتعاملون مع عملاء خارج الدار البيضاء؟",
        answer:
          "يوجد مقر فريقنا في الدار البيضاء، لكننا نرافق عملاء في مختلف أنحاء المغرب، من طنجة إلى أكادير، وكذلك خارج المغرب. وتُعقد الاجتماعات في مكاتبنا أو في مقر شركتكم أو عبر الاتصال المرئي، حسب ما يناسبكم.",
      },
    },
  },
  {
    key: "faq-2",
    category: "general",
    text: {
      fr: {
        question: "Avec quels types d'entreprises travaillez-vous ?",
        answer:
          "Nous travaillons aussi bien avec des indépendants et des jeunes marques qu'avec des PME et de grandes entreprises : hôtellerie et riads, commerce, santé, immobilier, fintech, coopératives et e-commerce. Chaque offre est adaptée à la taille et aux objectifs du client.",
      },
      en: {
        question: "What kinds of businesses do you work with?",
        answer:
          "We work with freelancers and young brands as well as SMEs and large companies: hospitality and riads, retail, healthcare, real estate, fintech, cooperatives and e-commerce. Every offer is tailored to the size and goals of the client.",
      },
      ar: {
        question: "ما أنواع المقاولات التي تتعاملون معها؟",
        answer:
          "نتعامل مع المستقلين والعلامات التجارية الناشئة، كما نتعامل مع المقاولات الصغرى والمتوسطة والشركات الكبرى: الفنادق والرياضات، والتجارة، والصحة، والعقار، والتكنولوجيا المالية، والتعاونيات، والتجارة الإلكترونية. ونكيّف كل عرض مع حجم العميل وأهدافه.",
      },
    },
  },
  {
    key: "faq-3",
    category: "general",
    text: {
      fr: {
        question: "Dans quelles langues pouvez-vous produire nos contenus ?",
        answer:
          "Nous rédigeons et concevons vos contenus en français, en arabe et en anglais, et nous adaptons les formats sociaux en darija lorsque cela sert votre communication. Nos sites sont livrés avec une version arabe correctement affichée de droite à gauche.",
      },
      en: {
        question: "In which languages can you produce our content?",
        answer:
          "We write and design your content in French, Arabic and English, and we adapt social media formats into Darija when it helps your communication. Our websites are delivered with an Arabic version properly displayed from right to left.",
      },
      ar: {
        question: "بأي لغات يمكنكم إنتاج محتوانا؟",
        answer:
          "نكتب محتواكم ونصممه بالفرنسية والعربية والإنجليزية، ونكيّف صيغ شبكات التواصل الاجتماعي بالدارجة عندما يخدم ذلك تواصلكم. كما نسلّم مواقعنا بنسخة عربية تُعرض بشكل صحيح من اليمين إلى اليسار.",
      },
    },
  },
  // ——— services ———
  {
    key: "faq-4",
    category: "services",
    text: {
      fr: {
        question: "Quels services proposez-vous ?",
        answer:
          "Nous couvrons six métiers : la création de sites web et de boutiques en ligne, la gestion des réseaux sociaux, les campagnes publicitaires Google et Meta, la création de contenu, la photographie et la vidéo, ainsi que l'identité visuelle. Vous pouvez faire appel à un seul service ou à un accompagnement complet.",
      },
      en: {
        question: "What services do you offer?",
        answer:
          "We cover six areas: website and online shop creation, social media management, Google and Meta advertising campaigns, content creation, photography and video, and visual identity. You can hire us for a single service or for complete support.",
      },
      ar: {
        question: "ما الخدمات التي تقدمونها؟",
        answer:
          "نغطي ستة مجالات: إنشاء المواقع الإلكترونية والمتاجر الرقمية، وإدارة شبكات التواصل الاجتماعي، والحملات الإعلانية على Google وMeta، وصناعة المحتوى، والتصوير الفوتوغرافي والفيديو، والهوية البصرية. ويمكنكم طلب خدمة واحدة أو مرافقة شاملة.",
      },
    },
  },
  {
    key: "faq-5",
    category: "services",
    text: {
      fr: {
        question: "Le budget publicitaire Google ou Meta est-il inclus dans vos honoraires ?",
        answer:
          "Non. Nos honoraires couvrent la stratégie, la création des annonces, le pilotage et le reporting. Le budget média est payé directement aux plateformes, de préférence avec votre propre carte, afin que vous restiez propriétaire de vos comptes publicitaires et de leurs données.",
      },
      en: {
        question: "Is the Google or Meta ad budget included in your fees?",
        answer:
          "No. Our fees cover strategy, ad creation, campaign management and reporting. The media budget is paid directly to the platforms, preferably with your own card, so that you remain the owner of your ad accounts and their data.",
      },
      ar: {
        question: "هل ميزانية الإعلانات على Google أو Meta مشمولة في أتعابكم؟",
        answer:
          "لا. تشمل أتعابنا الاستراتيجية وتصميم الإعلانات وإدارة الحملات وإعداد التقارير. أما الميزانية الإعلانية فتُدفع مباشرة إلى المنصات، ويُفضّل أن يكون ذلك ببطاقتكم الخاصة، حتى تظلّوا مالكين لحساباتكم الإعلانية وبياناتها.",
      },
    },
  },
  {
    key: "faq-6",
    category: "services",
    text: {
      fr: {
        question: "Assurez-vous l'hébergement et la maintenance des sites que vous créez ?",
        answer:
          "Oui. Nous proposons un contrat de maintenance annuel qui comprend l'hébergement, les mises à jour de sécurité, les sauvegardes et de petites modifications de contenu. Vous pouvez aussi reprendre la main sur votre site à tout moment : les accès vous sont remis à la livraison.",
      },
      en: {
        question: "Do you provide hosting and maintenance for the websites you build?",
        answer:
          "Yes. We offer an annual maintenance contract that includes hosting, security updates, backups and small content changes. You can also take back control of your website at any time: all access credentials are handed over at delivery.",
      },
      ar: {
        question: "هل تتكفلون باستضافة المواقع التي تنشئونها وصيانتها؟",
        answer:
          "نعم. نقترح عقد صيانة سنوياً يشمل الاستضافة، والتحديثات الأمنية، والنسخ الاحتياطية، والتعديلات البسيطة على المحتوى. ويمكنكم أيضاً استعادة التحكم في موقعكم في أي وقت، إذ نسلّمكم جميع بيانات الولوج عند التسليم.",
      },
    },
  },
  // ——— projects ———
  {
    key: "faq-7",
    category: "projects",
    text: {
      fr: {
        question: "Quels sont les délais de réalisation de vos projets ?",
        answer:
          "Comptez en moyenne trois à cinq semaines pour un site vitrine, six à dix semaines pour une boutique en ligne et trois à quatre semaines pour une identité visuelle complète. Un planning détaillé vous est remis avec le devis, et les délais courent à partir de la réception de vos contenus.",
      },
      en: {
        question: "How long do your projects take?",
        answer:
          "Allow on average three to five weeks for a showcase website, six to ten weeks for an online shop and three to four weeks for a complete visual identity. A detailed schedule is provided with the quote, and timelines start once we receive your content.",
      },
      ar: {
        question: "ما هي آجال إنجاز مشاريعكم؟",
        answer:
          "تتراوح المدة في المتوسط بين ثلاثة وخمسة أسابيع لموقع تعريفي، وبين ستة وعشرة أسابيع لمتجر إلكتروني، وبين ثلاثة وأربعة أسابيع لهوية بصرية كاملة. ونسلّمكم جدولاً زمنياً مفصلاً مع عرض السعر، وتبدأ الآجال من تاريخ توصلنا بمحتواكم.",
      },
    },
  },
  {
    key: "faq-8",
    category: "projects",
    text: {
      fr: {
        question: "Combien de révisions sont incluses dans un projet ?",
        answer:
          "Chaque étape de création comprend deux séries de révisions, ce qui suffit dans la grande majorité des cas. Au-delà, ou si le brief initial change en profondeur, les modifications supplémentaires font l'objet d'un devis complémentaire validé avec vous au préalable.",
      },
      en: {
        question: "How many revisions are included in a project?",
        answer:
          "Each design stage includes two rounds of revisions, which is enough in the vast majority of cases. Beyond that, or if the initial brief changes significantly, additional changes are covered by a supplementary quote that you approve beforehand.",
      },
      ar: {
        question: "كم عدد التعديلات المشمولة في المشروع؟",
        answer:
          "تتضمن كل مرحلة من مراحل التصميم جولتين من التعديلات، وهو ما يكفي في أغلب الحالات. وما زاد على ذلك، أو في حال تغيّر الطلب الأولي بشكل جوهري، تخضع التعديلات الإضافية لعرض سعر تكميلي توافقون عليه مسبقاً.",
      },
    },
  },
  {
    key: "faq-9",
    category: "projects",
    text: {
      fr: {
        question: "Comment se passe le suivi de notre projet ?",
        answer:
          "Un chef de projet dédié devient votre interlocuteur unique. Il organise un point d'avancement chaque semaine, partage les maquettes et le planning dans un espace en ligne et reste joignable par e-mail, par téléphone ou sur WhatsApp pendant nos horaires d'ouverture.",
      },
      en: {
        question: "How is our project followed up?",
        answer:
          "A dedicated project manager becomes your single point of contact. They hold a weekly progress meeting, share mock-ups and the schedule in an online workspace, and can be reached by email, phone or WhatsApp during our opening hours.",
      },
      ar: {
        question: "كيف تتم متابعة مشروعنا؟",
        answer:
          "يصبح رئيس مشروع مخصص محاوركم الوحيد. وهو ينظم اجتماعاً أسبوعياً لمتابعة التقدم، ويشارك النماذج الأولية والجدول الزمني عبر فضاء رقمي مشترك، ويمكن التواصل معه عبر البريد الإلكتروني أو الهاتف أو واتساب خلال أوقات عملنا.",
      },
    },
  },
  // ——— billing ———
  {
    key: "faq-10",
    category: "billing",
    text: {
      fr: {
        question: "Comment sont établis vos tarifs ?",
        answer:
          "Chaque projet fait l'objet d'un devis gratuit et détaillé, envoyé sous 48 heures ouvrées après notre premier échange. Les créations ponctuelles sont facturées au forfait, tandis que la gestion des réseaux sociaux et des campagnes fait l'objet d'un abonnement mensuel sans engagement de longue durée.",
      },
      en: {
        question: "How are your prices set?",
        answer:
          "Every project receives a free, detailed quote, sent within 48 working hours of our first conversation. One-off creative work is billed at a fixed price, while social media and campaign management are billed as a monthly subscription with no long-term commitment.",
      },
      ar: {
        question: "كيف تحددون أسعاركم؟",
        answer:
          "يحظى كل مشروع بعرض سعر مفصل ومجاني، نرسله في غضون 48 ساعة عمل بعد أول لقاء بيننا. وتُفوتَر الأعمال الإبداعية الظرفية بمبلغ جزافي، بينما تخضع إدارة شبكات التواصل الاجتماعي والحملات الإعلانية لاشتراك شهري دون التزام طويل الأمد.",
      },
    },
  },
  {
    key: "faq-11",
    category: "billing",
    text: {
      fr: {
        question: "Quels moyens de paiement acceptez-vous ?",
        answer:
          "Nos prix sont exprimés en dirhams (MAD). Nous acceptons le virement bancaire, le chèque et le paiement par carte. Pour les projets au forfait, un acompte de 50 % est demandé à la commande et le solde à la livraison ; les abonnements mensuels sont payables en début de mois.",
      },
      en: {
        question: "Which payment methods do you accept?",
        answer:
          "Our prices are in Moroccan dirhams (MAD). We accept bank transfer, cheque and card payment. For fixed-price projects, a 50% deposit is requested when ordering and the balance on delivery; monthly subscriptions are payable at the start of each month.",
      },
      ar: {
        question: "ما وسائل الأداء التي تقبلونها؟",
        answer:
          "أسعارنا محددة بالدرهم المغربي. ونقبل التحويل البنكي والشيك والأداء بالبطاقة البنكية. وبالنسبة إلى المشاريع الجزافية، نطلب تسبيقاً بنسبة 50% عند الطلب، ويُؤدّى الباقي عند التسليم، أما الاشتراكات الشهرية فتُؤدّى في بداية كل شهر.",
      },
    },
  },
  {
    key: "faq-12",
    category: "billing",
    text: {
      fr: {
        question: "Vos factures mentionnent-elles l'ICE et la TVA ?",
        answer:
          "Oui. Toutes nos factures sont conformes à la réglementation marocaine : elles indiquent notre ICE, notre identifiant fiscal et notre registre de commerce, ainsi que l'ICE de votre société, les montants hors taxes, la TVA applicable et le total TTC. Les devis et bons de livraison suivent la même présentation.",
      },
      en: {
        question: "Do your invoices show the ICE number and VAT?",
        answer:
          "Yes. All our invoices comply with Moroccan regulations: they show our ICE, tax identification and trade register numbers, as well as your company's ICE, the amounts excluding tax, the applicable VAT and the total including tax. Quotes and delivery notes follow the same layout.",
      },
      ar: {
        question: "هل تتضمن فواتيركم رقم ICE والضريبة على القيمة المضافة؟",
        answer:
          "نعم. جميع فواتيرنا مطابقة للتشريعات المغربية: إذ تتضمن التعريف الموحد للمقاولة (ICE) الخاص بنا، والتعريف الضريبي، ورقم السجل التجاري، إضافة إلى رقم ICE الخاص بشركتكم، والمبالغ دون احتساب الرسوم، والضريبة على القيمة المضافة المطبقة، والمبلغ الإجمالي شاملاً للرسوم. وتعتمد عروض الأسعار وسندات التسليم التنسيق نفسه.",
      },
    },
  },
]);
