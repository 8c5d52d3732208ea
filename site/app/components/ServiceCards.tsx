export interface ServiceCardData {
  slug: string;
  title: string;
  description: string;
}

/**
 * The services as a card grid: on the home page a teaser (heading 3), on the services page (`detailed`) each card a
 * heading 2 and the target of its slug (/services#web-creation).
 */
export function ServiceCards({ services, detailed = false }: { services: ServiceCardData[]; detailed?: boolean }) {
  return (
    <ul className="card-grid">
      {services.map((service) => (
        <li
          key={service.slug}
          className={detailed ? "card service-card" : "card"}
          id={detailed ? service.slug : undefined}
        >
          <div className="card-body">
            {detailed ? <h2 className="card-title">{service.title}</h2> : <h3>{service.title}</h3>}
            <p>{service.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
