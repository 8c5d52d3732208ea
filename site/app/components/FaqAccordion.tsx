export interface FaqItem {
  documentId: string;
  question: string;
  answer: string;
}

/** Questions as native `<details>`, the first one open: keyboard and screen-reader ready without script. */
export function FaqAccordion({ faqs }: { faqs: FaqItem[] }) {
  return (
    <div className="accordion">
      {faqs.map((faq, index) => (
        <details key={faq.documentId} className="accordion-item" open={index === 0}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
