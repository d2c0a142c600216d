import type { LegalSection } from '../content/terms';

/** Numbered sections with anchors (#section-3), as the terms and privacy pages show them. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="prose">
      <nav aria-label="Contents" className="card" style={{ marginBottom: 'var(--sp-5)' }}>
        <h2 style={{ marginTop: 0 }}>Contents</h2>
        <ol>
          {sections.map((section, i) => (
            <li key={section.title}>
              <a href={`#section-${i + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="legal-sections">
        {sections.map((section, i) => (
          <li key={section.title} className="legal-section" id={`section-${i + 1}`}>
            <h2>
              {i + 1}. {section.title}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
