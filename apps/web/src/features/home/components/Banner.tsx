import { formatCount, homeBannerTexts } from "@shop/contract";
import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { usePrefersReducedMotion } from "../../../lib/usePrefersReducedMotion";

/** Each slide's picture, in the order of the banner's words. */
const images = ["/images/banner/slide-1.svg", "/images/banner/slide-2.svg", "/images/banner/slide-3.svg"];

const AUTOPLAY_DELAY_MS = 6000;

/** A slide's carousel and its autoplay, once their code has come. */
interface Carousel {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * The carousel's code (embla and its autoplay, ~8 KB gzip) loads after the page has hydrated:
 * the server's banner shows the first slide and its words, which is all a first paint needs, and
 * the home page's first download stays within its budget in both languages (issue 38). The
 * buttons move the slides once it has come.
 */
function useLazyCarousel(): [(node: HTMLDivElement | null) => void, Carousel | undefined] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [carousel, setCarousel] = useState<Carousel>();
  useEffect(() => {
    if (!viewport) return;
    let made: Carousel | undefined;
    let left = false;
    void Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (left) return;
        const autoplay = Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true });
        made = { api: EmblaCarousel(viewport, { loop: true, duration: 32 }, [autoplay]), autoplay };
        setCarousel(made);
      },
      () => {
        // The code did not come (a new release, the network): the first slide stays, as without JavaScript.
      },
    );
    return () => {
      left = true;
      made?.api.destroy();
    };
  }, [viewport]);
  return [setViewport, carousel];
}

/** The home page banner: three slides that move on their own (unless paused or reduced motion). */
export function Banner() {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, carousel] = useLazyCarousel();
  const emblaApi = carousel?.api;
  const autoplay = carousel?.autoplay;
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const autoplayOn = !reducedMotion && !paused;
  const slides = homeBannerTexts.slides.map((slide, index) => ({ ...slide, image: images[index] }));

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on("select", onSelect).on("reInit", onSelect);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!autoplay) return;
    if (autoplayOn) autoplay.play();
    else autoplay.stop();
  }, [autoplay, autoplayOn]);

  const go = useCallback(
    (move: (api: EmblaCarouselType) => void) => {
      if (!emblaApi) return;
      move(emblaApi);
      if (autoplayOn) autoplay?.reset();
    },
    [emblaApi, autoplay, autoplayOn],
  );

  return (
    <section aria-roledescription={homeBannerTexts.carousel} aria-label={homeBannerTexts.highlights} className="relative isolate bg-base-200">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.image}
              role="group"
              aria-roledescription={homeBannerTexts.slide}
              aria-label={homeBannerTexts.slideLabel(index + 1, slides.length, slide.caption)}
              aria-hidden={index !== selected}
              className="relative min-w-0 flex-[0_0_100%]"
            >
              {/* The first slide is the home page's largest paint; the others wait until they scroll in. */}
              <img
                src={slide.image}
                alt={slide.alt}
                width={1600}
                height={500}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                className="h-[500px] w-full object-cover"
                draggable={false}
              />
              <div className="absolute right-8 bottom-24 hidden max-w-xs rounded-box bg-base-100/90 p-4 shadow-lg backdrop-blur-sm sm:block">
                <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent">
                  {formatCount(index + 1).padStart(2, formatCount(0))} / {formatCount(slides.length).padStart(2, formatCount(0))}
                </p>
                <p className="mt-1 font-display text-lg font-bold">{slide.caption}</p>
                <p className="mt-1 text-sm text-base-content/75">{slide.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="pointer-events-none absolute inset-0 bg-gradient-to-r from-base-100/95 via-base-100/65 to-transparent sm:via-base-100/40">
        <div className="mx-auto flex h-full max-w-7xl flex-col justify-start px-4 pt-10 sm:px-6 sm:pt-16 lg:justify-center lg:pt-0">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">{homeBannerTexts.since}</p>
          <h1 className="mt-3 max-w-xl font-display text-4xl font-bold leading-tight text-base-content sm:text-5xl lg:text-6xl">
            {homeBannerTexts.heading}
          </h1>
          <p className="mt-4 max-w-md text-base text-base-content/80 sm:text-lg">
            {homeBannerTexts.lead}
          </p>
          <div className="pointer-events-auto mt-6 flex flex-wrap gap-3">
            <Link to="/tools" className="btn btn-primary">
              {homeBannerTexts.browseTools}
            </Link>
            <a href="#about" className="btn btn-outline border-base-content/30 bg-base-100/70">
              {homeBannerTexts.aboutUs}
            </a>
          </div>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-5 flex items-center justify-center gap-3">
        <button type="button" className="btn btn-circle btn-sm border-0 bg-base-100/90 shadow" aria-label={homeBannerTexts.previous} onClick={() => go((api) => api.scrollPrev(reducedMotion))}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center gap-1 rounded-full bg-base-100/80 px-2 py-1 shadow">
          {slides.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              aria-label={homeBannerTexts.goTo(index + 1)}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => go((api) => api.scrollTo(index, reducedMotion))}
              // The dot is small; the button around it is a 24 px target.
              className="group flex h-6 min-w-6 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${index === selected ? "w-7 bg-primary" : "w-2.5 bg-base-content/30 group-hover:bg-base-content/50"}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className="btn btn-circle btn-sm border-0 bg-base-100/90 shadow" aria-label={homeBannerTexts.next} onClick={() => go((api) => api.scrollNext(reducedMotion))}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        {!reducedMotion && (
          <button
            type="button"
            className="btn btn-circle btn-sm border-0 bg-base-100/90 shadow"
            aria-label={paused ? homeBannerTexts.play : homeBannerTexts.pause}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
    </section>
  );
}
