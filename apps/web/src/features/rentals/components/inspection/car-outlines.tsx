import type { InspectionDiagramView } from '@motorpool/domain/schemas/rental-inspection';
import classes from './inspection.module.css';

/** Each view's drawing space; marks are placed in per mille of its width and height. */
export const viewBoxes: Record<InspectionDiagramView, { width: number; height: number }> = {
  front: { width: 400, height: 290 },
  back: { width: 400, height: 290 },
  left: { width: 600, height: 260 },
  right: { width: 600, height: 260 },
  top: { width: 600, height: 300 },
};

// Seen from its left side the car's front is on the left; the right side is its mirror image.
function SideOutline() {
  return (
    <>
      <path
        className={classes.body}
        d="M30 195 L22 150 Q25 128 60 122 L170 112 Q215 70 250 62 L380 60 Q420 62 470 105 L560 118 Q580 122 580 150 L578 195 L515 195 A45 45 0 0 0 425 195 L185 195 A45 45 0 0 0 95 195 Z"
      />
      <path className={classes.glass} d="M188 112 L252 74 L300 72 L300 112 Z" />
      <path className={classes.glass} d="M310 72 L378 70 Q408 74 448 108 L310 110 Z" />
      <path className={classes.line} d="M300 112 L300 192 M420 110 L425 150 M190 114 L186 192" />
      <path className={classes.line} d="M262 128 L282 128 M380 126 L400 126" />
      <rect className={classes.lamp} x="24" y="132" width="26" height="14" rx="5" />
      <rect className={classes.lamp} x="560" y="128" width="18" height="16" rx="4" />
      <circle className={classes.tyre} cx="140" cy="195" r="36" />
      <circle className={classes.hub} cx="140" cy="195" r="14" />
      <circle className={classes.tyre} cx="470" cy="195" r="36" />
      <circle className={classes.hub} cx="470" cy="195" r="14" />
    </>
  );
}

// Front and back share the silhouette; the glass, lamps and grille tell them apart.
function FaceSilhouette() {
  return (
    <>
      <rect className={classes.tyre} x="55" y="222" width="52" height="44" rx="10" />
      <rect className={classes.tyre} x="293" y="222" width="52" height="44" rx="10" />
      <path
        className={classes.body}
        d="M40 232 L40 170 Q40 140 70 132 L105 126 L135 66 Q140 56 155 56 L245 56 Q260 56 265 66 L295 126 L330 132 Q360 140 360 170 L360 232 Q360 242 350 242 L50 242 Q40 242 40 232 Z"
      />
      <path className={classes.line} d="M50 212 L350 212" />
      <rect className={classes.plate} x="165" y="214" width="70" height="20" rx="3" />
    </>
  );
}

function FrontOutline() {
  return (
    <>
      <path className={classes.body} d="M32 122 L14 114 L14 132 L40 138 Z" />
      <path className={classes.body} d="M368 122 L386 114 L386 132 L360 138 Z" />
      <FaceSilhouette />
      <path className={classes.glass} d="M142 122 L164 72 L236 72 L258 122 Z" />
      <ellipse className={classes.lamp} cx="88" cy="166" rx="30" ry="14" />
      <ellipse className={classes.lamp} cx="312" cy="166" rx="30" ry="14" />
      <rect className={classes.glass} x="150" y="156" width="100" height="36" rx="8" />
      <path className={classes.line} d="M160 168 L240 168 M160 180 L240 180" />
    </>
  );
}

function BackOutline() {
  return (
    <>
      <FaceSilhouette />
      <path className={classes.glass} d="M146 118 L166 74 L234 74 L254 118 Z" />
      <rect className={classes.lamp} x="52" y="152" width="62" height="24" rx="6" />
      <rect className={classes.lamp} x="286" y="152" width="62" height="24" rx="6" />
      <path className={classes.line} d="M130 134 L270 134 L262 196 L138 196 Z" />
    </>
  );
}

// Seen from above, front on the left like the left side view.
function TopOutline() {
  return (
    <>
      <ellipse className={classes.body} cx="200" cy="42" rx="14" ry="10" />
      <ellipse className={classes.body} cx="200" cy="258" rx="14" ry="10" />
      <rect className={classes.body} x="40" y="50" width="520" height="200" rx="70" />
      <path className={classes.glass} d="M190 72 Q170 150 190 228 L240 214 Q228 150 240 86 Z" />
      <rect className={classes.line} x="246" y="82" width="180" height="136" rx="16" />
      <path className={classes.glass} d="M432 86 Q444 150 432 214 L474 226 Q494 150 474 74 Z" />
      <path className={classes.line} d="M70 96 Q110 150 70 204 M95 80 L180 78 M95 220 L180 222" />
      <path className={classes.line} d="M246 50 L246 82 M336 50 L336 82 M246 218 L246 250" />
      <path className={classes.line} d="M336 218 L336 250" />
    </>
  );
}

export function CarOutline({ view }: { view: InspectionDiagramView }) {
  switch (view) {
    case 'front':
      return <FrontOutline />;
    case 'back':
      return <BackOutline />;
    case 'left':
      return <SideOutline />;
    case 'right':
      return (
        <g transform="translate(600 0) scale(-1 1)">
          <SideOutline />
        </g>
      );
    case 'top':
      return <TopOutline />;
  }
}
