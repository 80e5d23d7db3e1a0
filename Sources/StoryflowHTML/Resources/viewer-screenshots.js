          if (info.screenshots?.length) {
            add(panel, "h3", info.screenshots.length > 1 ? "Screenshots" : "Screenshot");
            const row = add(panel, "div", undefined, "screenshots");
            row.style.cssText = "display: flex; gap: 8px";
            for (const shot of info.screenshots) {
              const figure = add(row, "figure");
              figure.style.cssText = "margin: 0; flex: 1; min-width: 0";
              const image = add(figure, "img");
              image.style.cssText = "width: 100%; border: 1px solid var(--muted); border-radius: 6px";
              image.src = shot.src;
              image.alt = shot.caption ? `${node.name} (${shot.caption})` : node.name;
              if (shot.caption) add(figure, "figcaption", shot.caption);
            }
          }

