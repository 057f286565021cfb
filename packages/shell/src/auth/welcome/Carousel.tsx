import { useEffect, useMemo, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play } from 'lucide-react';
import { CAROUSEL_SLIDE_MS } from '@upclub/shared/constants';
import type { Slide } from './slides';
import * as S from './Carousel.styles';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the user asked for reduced motion (then no autoplay and no scroll animation). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/**
 * The looping welcome carousel: a slide every CAROUSEL_SLIDE_MS, paused while hovered or
 * focused, and by its pause button; dots pick a slide. No autoplay with reduced motion.
 */
export function Carousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const paused = pausedByUser || reducedMotion;
  // The autoplay plugin exists only while playing: embla re-initialises on the current slide.
  const plugins = useMemo(
    () =>
      paused
        ? []
        : [
            Autoplay({
              delay: CAROUSEL_SLIDE_MS,
              stopOnMouseEnter: true,
              stopOnInteraction: false,
              stopOnFocusIn: true,
              // Hovering anywhere on the carousel (dots included) pauses it.
              rootNode: (viewport) => viewport.closest<HTMLElement>('[aria-roledescription="carousel"]'),
            }),
          ],
    [paused],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 0 : 25 }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <S.Region aria-roledescription="carousel" aria-label={label}>
      <S.Viewport ref={viewportRef}>
        <S.Track aria-live={paused ? 'polite' : 'off'}>
          {slides.map((slide, i) => (
            <S.SlideBox
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i === selected ? undefined : true}
            >
              <S.SlideTitle>{slide.title}</S.SlideTitle>
              <S.SlideText>{slide.text}</S.SlideText>
            </S.SlideBox>
          ))}
        </S.Track>
      </S.Viewport>
      <S.Controls>
        <S.Dots>
          {slides.map((slide, i) => (
            <S.Dot
              key={slide.title}
              type="button"
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === selected ? 'true' : undefined}
              $active={i === selected}
              onClick={() => embla?.scrollTo(i, reducedMotion)}
            />
          ))}
        </S.Dots>
        <S.PauseButton
          type="button"
          onClick={() => setPausedByUser((p) => !p)}
          aria-label={paused ? 'Play slides' : 'Pause slides'}
        >
          {paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
        </S.PauseButton>
      </S.Controls>
    </S.Region>
  );
}
