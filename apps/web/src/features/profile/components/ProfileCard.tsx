import type { Profile } from "@shop/contract";
import { profileCardTexts, profileFormLabels } from "@shop/contract";
import { Building2, ExternalLink, GraduationCap, Link2, MapPin, Phone, Truck, UserRound } from "lucide-react";
import { useState, type ReactNode } from "react";

/** Only web links become an href: a stored `javascript:` URL must never be clickable. */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * One term of the card. A dl's group holds only its dt and dd (axe: definition-list, dlitem),
 * so the icon sits inside the term, drawn in the group's left margin.
 */
function Detail({ icon: Icon, term, children }: { icon: typeof Phone; term: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-semibold uppercase tracking-wider text-base-content/75">
        <Icon className="absolute top-0.5 left-0 size-4 text-primary" aria-hidden="true" />
        {term}
      </dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** One profile card: image, education, country, social link and contact number, then the business details given. */
export function ProfileCard({ profile, name }: { profile: Profile; name: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const linkedin = webUrl(profile.linkedinProfile);
  const image = webUrl(profile.img);
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5">
        <div className="flex items-center gap-4">
          <div className="avatar">
            <div className="size-16 rounded-full bg-base-200 ring-2 ring-secondary/60">
              {image && !imageFailed ? (
                <img src={image} alt={profileCardTexts.picture(name)} width={64} height={64} loading="lazy" onError={() => setImageFailed(true)} />
              ) : (
                <span className="flex h-full w-full items-center justify-center text-base-content/75">
                  <UserRound className="size-7" aria-hidden="true" />
                </span>
              )}
            </div>
          </div>
          <div className="min-w-0">
            <h3 className="truncate font-display text-lg font-bold">{name}</h3>
            <p className="truncate text-sm text-base-content/70">{profile.email}</p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm">
          <Detail icon={GraduationCap} term={profileCardTexts.education}>
            {profile.education}
          </Detail>
          <Detail icon={MapPin} term={profileCardTexts.country}>
            {profile.country}
          </Detail>
          <Detail icon={Link2} term={profileCardTexts.social}>
            {linkedin ? (
              <a href={linkedin} target="_blank" rel="noopener noreferrer" className="link link-primary inline-flex items-center gap-1">
                {profileCardTexts.linkedin}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{profileCardTexts.newTab}</span>
              </a>
            ) : (
              <span className="break-all">{profile.linkedinProfile}</span>
            )}
          </Detail>
          <Detail icon={Phone} term={profileCardTexts.contact}>
            <a href={`tel:${profile.number.replace(/[^\d+]/g, "")}`} className="link link-hover">
              {profile.number}
            </a>
          </Detail>
          {profile.companyName && (
            <Detail icon={Building2} term={profileFormLabels.companyName}>
              {profile.companyName}
            </Detail>
          )}
          {profile.vatId && (
            <Detail icon={Building2} term={profileFormLabels.vatId}>
              {profile.vatId}
            </Detail>
          )}
          {profile.shippingAddress && (
            <Detail icon={Truck} term={profileFormLabels.shippingAddress}>
              {profile.shippingAddress}
            </Detail>
          )}
          {profile.phone && (
            <Detail icon={Phone} term={profileFormLabels.phone}>
              {profile.phone}
            </Detail>
          )}
        </dl>
      </div>
    </article>
  );
}
