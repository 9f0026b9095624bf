# Windows installer (NSIS). Not buildable on the Debian CI machines: run on Windows with Qt 6 (MSVC),
# after `windeployqt` has copied the Qt runtime next to queuecast.exe (see README, "Other systems").
set(CPACK_NSIS_DISPLAY_NAME "QueueCast")
set(CPACK_NSIS_PACKAGE_NAME "QueueCast")
set(CPACK_NSIS_MUI_ICON "${PROJECT_SOURCE_DIR}/packaging/windows/queuecast.ico")
set(CPACK_NSIS_CREATE_ICONS_EXTRA "CreateShortCut '$SMPROGRAMS\\\\$STARTMENU_FOLDER\\\\QueueCast.lnk' '$INSTDIR\\\\bin\\\\queuecast.exe'")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
