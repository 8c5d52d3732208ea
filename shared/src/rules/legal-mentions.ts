/** What the company settings hold for the foot of every document. */
export type CompanyLegalDetails = {
  name: string;
  capital?: string | null;
  ice?: string | null;
  fiscalId?: string | null;
  rc?: string | null;
  patente?: string | null;
  cnss?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
};

const joined = (parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(" · ");

/**
 * The two lines a Moroccan company prints at the foot of its paperwork:
 * "Name · Capital : … · ICE : … · IF : … · RC : … · Patente : … · CNSS : …"
 * and its contact details. Unknown details are left out, not printed empty.
 */
export function legalMentions(company: CompanyLegalDetails): [string, string] {
  return [
    joined([
      company.name,
      company.capital && `Capital : ${company.capital}`,
      company.ice && `ICE : ${company.ice}`,
      company.fiscalId && `IF : ${company.fiscalId}`,
      company.rc && `RC : ${company.rc}`,
      company.patente && `Patente : ${company.patente}`,
      company.cnss && `CNSS : ${company.cnss}`,
    ]),
    joined([company.address, company.phone && `Tél. : ${company.phone}`, company.email, company.website]),
  ];
}
