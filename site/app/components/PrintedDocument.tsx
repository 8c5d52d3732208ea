import type { PublicDocument } from "@agency/shared";

const LINE_CELLS = ["description", "quantity", "unitPrice", "discount", "taxRate", "amount"] as const;

function TextLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => <p key={line}>{line}</p>);
}

/**
 * A client's document as its PDF prints it, in French whatever the page's language: every word here comes from
 * the cms, except "Client", the PDF's own heading of that box. The lines table scrolls inside its box on a phone.
 */
export function PrintedDocument({ document, linesLabel }: { document: PublicDocument; linesLabel: string }) {
  const { company, client, conditions } = document;
  return (
    <div className="printed-document" lang="fr" dir="ltr">
      <div className="printed-head">
        <div>
          <h3>{company.name}</h3>
          <TextLines lines={company.lines} />
        </div>
        <div className="printed-title">
          <p className="printed-kind">
            {document.title} {document.number}
          </p>
          {document.statusLabel && <p className="printed-status">{document.statusLabel}</p>}
          <dl className="printed-facts">
            {document.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="printed-boxes">
        <section className="printed-box">
          <h3>Client</h3>
          <p>
            <strong>{client.name}</strong>
          </p>
          <TextLines lines={client.lines} />
        </section>
        <section className="printed-box">
          <h3>{conditions.title}</h3>
          <TextLines lines={conditions.lines} />
        </section>
      </div>
      {/* Focusable so that a keyboard can scroll it (WCAG 2.1.1); named in the visitor's language. */}
      <div className="table-scroll" role="region" aria-label={linesLabel} tabIndex={0}>
        <table className="printed-lines">
          <thead>
            <tr>
              {document.lineHeaders.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={index}>
                {LINE_CELLS.map((cell) => (
                  <td key={cell}>{line[cell]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className="printed-totals">
        <tbody>
          {document.totals.map((row) => (
            <tr key={row.label} className={row.total ? "printed-grand-total" : undefined}>
              <th scope="row">{row.label}</th>
              <td>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="printed-words">
        {document.inWords.lead} <strong>{document.inWords.words}</strong>
      </p>
      {document.notes && <p className="printed-notes">{document.notes}</p>}
      {company.legal.length > 0 && (
        <footer className="printed-legal">
          <TextLines lines={company.legal} />
        </footer>
      )}
    </div>
  );
}
