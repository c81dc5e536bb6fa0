#!/bin/sh
# Packs art/sprites/*.png into assets/art/sprites.atlas + sprites.png with libGDX's TexturePacker (gdx-tools).
# gdx-tools is a build-time tool only: it is fetched into the local Maven repository here and never becomes a
# dependency of the game (desktop jar or web build). Settings: art/sprites/pack.json. See docs/art.md.
set -e
cd "$(dirname "$0")/.."
V=$(sed -n 's:.*<gdx.version>\(.*\)</gdx.version>.*:\1:p' pom.xml)
REPO=${MAVEN_REPO:-$HOME/.m2/repository}/com/badlogicgames/gdx
TOOLS=$REPO/gdx-tools/$V/gdx-tools-$V.jar
if [ ! -f "$TOOLS" ]; then
  mvn -q dependency:get -Dartifact=com.badlogicgames.gdx:gdx-tools:$V
fi
java -cp "$TOOLS:$REPO/gdx/$V/gdx-$V.jar" com.badlogic.gdx.tools.texturepacker.TexturePacker \
  art/sprites assets/art sprites
